# syntax=docker/dockerfile:1
# Tute rules service: a slim, non-root image running gunicorn (see deploy/build-image.sh).
ARG PYTHON_IMAGE=python:3.11-slim-bookworm

# --- build: install the project and its runtime dependencies into a virtual environment ---
FROM ${PYTHON_IMAGE} AS build
ENV PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    PYTHONDONTWRITEBYTECODE=1
RUN python -m venv /opt/venv
WORKDIR /src
# gcc and the C headers for mypyc's extensions (the compiled engine, TUTE_USE_MYPYC below); the
# runtime stage needs none of them (the extensions link libc alone). Not pinned: libc6-dev must
# match the base image's libc, which its security updates move.
# hadolint ignore=DL3008
RUN apt-get update \
    && apt-get install -y --no-install-recommends gcc libc6-dev \
    && rm -rf /var/lib/apt/lists/*
COPY pyproject.toml setup.py README.md LICENSE ./
COPY tools/build_backend ./tools/build_backend
# the build (setup.py) packages the default gunicorn config beside the code
COPY deploy/gunicorn.conf.py ./deploy/gunicorn.conf.py
COPY service ./service
# The message catalogs compiled with Babel, which stays out of /opt/venv (the service reads the
# .mo files with the standard library's gettext).
RUN python -m pip install --no-cache-dir babel==2.18.0 \
    && pybabel -q compile -D tute -d service/tute/locales
# A regular (not editable) install, so the runtime stage needs only /opt/venv; the engine
# compiled with mypyc (tute.COMPILED, /readyz's "engine": "compiled").
RUN TUTE_USE_MYPYC=1 /opt/venv/bin/pip install --no-cache-dir .

# --- runtime: only the virtual environment, the gunicorn config and an unprivileged user ---
FROM ${PYTHON_IMAGE} AS runtime
ARG APP_UID=10001
ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PATH=/opt/venv/bin:$PATH \
    TUTE_BIND=0.0.0.0:8000 \
    PROMETHEUS_MULTIPROC_DIR=/tmp/tute-metrics
# Fixed UID/GID so Kubernetes runAsUser and volume ownership can rely on it.
RUN groupadd --system --gid "${APP_UID}" tute \
    && useradd --system --uid "${APP_UID}" --gid tute --no-create-home \
       --home-dir /nonexistent --shell /usr/sbin/nologin tute \
    && mkdir -p /tmp/tute-metrics \
    && chown tute:tute /tmp/tute-metrics
COPY --from=build /opt/venv /opt/venv
WORKDIR /app
COPY deploy/gunicorn.conf.py deploy/gunicorn.conf.py
USER ${APP_UID}:${APP_UID}
EXPOSE 8000
# Slim images have no curl: probe /livez with the standard library, on the port of TUTE_BIND.
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; port = os.environ.get('TUTE_BIND', ':8000').rsplit(':', 1)[1]; urllib.request.urlopen('http://127.0.0.1:' + port + '/livez', timeout=2)"]
CMD ["gunicorn", "-c", "deploy/gunicorn.conf.py", "--no-control-socket", "tute.api.wsgi:app"]
