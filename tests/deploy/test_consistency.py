"""The Dockerfile, the Kubernetes base and the compose stack agree with each other and with the
service's interface (port, probes, writable paths, user, shutdown timing)."""

from __future__ import annotations

import json
import re
import runpy
import tomllib
from typing import Any

import pytest
from gunicorn.config import Config

from .support import (
    COMPOSE,
    ROOT,
    dockerfile_args,
    dockerfile_env,
    dockerfile_instructions,
    dockerignore_includes,
    k8s_object,
    load_yaml,
)

AGREED_COMMAND = [
    "gunicorn", "-c", "deploy/gunicorn.conf.py", "--no-control-socket", "tute.api.wsgi:app",
]


def pod_spec() -> dict[str, Any]:
    spec: dict[str, Any] = k8s_object("Deployment")["spec"]["template"]["spec"]
    return spec


def container() -> dict[str, Any]:
    containers = pod_spec()["containers"]
    assert len(containers) == 1
    only: dict[str, Any] = containers[0]
    return only


def container_env() -> dict[str, str]:
    return {item["name"]: item["value"] for item in container()["env"]}


def bind_port(bind: str) -> int:
    return int(bind.rsplit(":", 1)[1])


def quantity(value: str | int) -> float:
    """Kubernetes CPU/memory quantity as a number (cores or bytes)."""
    text = str(value)
    units = {"m": 1e-3, "Ki": 2**10, "Mi": 2**20, "Gi": 2**30, "k": 1e3, "M": 1e6, "G": 1e9}
    for suffix, factor in sorted(units.items(), key=lambda item: -len(item[0])):
        if text.endswith(suffix):
            return float(text[: -len(suffix)]) * factor
    return float(text)


# --- Dockerfile ---------------------------------------------------------------------------


def test_dockerfile_is_multi_stage_and_runtime_copies_only_the_venv() -> None:
    froms = [args for keyword, args in dockerfile_instructions() if keyword == "FROM"]
    assert len(froms) >= 2
    assert all(re.search(r"\bAS (build|runtime)$", args) for args in froms)
    copies = [args for keyword, args in dockerfile_instructions("runtime") if keyword == "COPY"]
    from_build = [args for args in copies if args.startswith("--from=")]
    assert from_build == ["--from=build /opt/venv /opt/venv"]
    # Nothing from the source tree but the gunicorn config.
    assert [args for args in copies if not args.startswith("--from=")] == [
        "deploy/gunicorn.conf.py deploy/gunicorn.conf.py"
    ]


def test_dockerfile_runtime_environment() -> None:
    env = dockerfile_env("runtime")
    assert env["PYTHONDONTWRITEBYTECODE"] == "1"
    assert env["PYTHONUNBUFFERED"] == "1"
    assert env["PATH"].startswith("/opt/venv/bin:")
    assert env["PROMETHEUS_MULTIPROC_DIR"].startswith("/tmp/")
    expose = [args for keyword, args in dockerfile_instructions("runtime") if keyword == "EXPOSE"]
    assert expose == [str(bind_port(env["TUTE_BIND"]))]


def test_dockerfile_runs_the_agreed_command_as_a_fixed_non_root_uid() -> None:
    runtime = dockerfile_instructions("runtime")
    users = [args for keyword, args in runtime if keyword == "USER"]
    uid = int(dockerfile_args("runtime")["APP_UID"])
    assert uid >= 1000
    # Numeric user: Kubernetes can only verify runAsNonRoot against a numeric UID.
    assert users == ["${APP_UID}:${APP_UID}"]
    commands = [json.loads(args) for keyword, args in runtime if keyword == "CMD"]
    assert commands == [AGREED_COMMAND]
    healthchecks = [args for keyword, args in runtime if keyword == "HEALTHCHECK"]
    assert len(healthchecks) == 1
    assert '["python", "-c",' in healthchecks[0], "slim images have no curl"


@pytest.mark.parametrize(
    ("path", "included"),
    [
        ("pyproject.toml", True),
        ("README.md", True),
        ("service/tute/__init__.py", True),
        ("deploy/gunicorn.conf.py", True),
        ("service/tute/__pycache__/cards.cpython-311.pyc", False),
        (".venv/bin/python", False),
        (".git/HEAD", False),
        ("tests/__init__.py", False),
        ("clients/typescript/node_modules/x/index.js", False),
        ("deploy/k8s/deployment.yaml", False),
    ],
)
def test_dockerignore_keeps_the_context_small(path: str, included: bool) -> None:
    assert dockerignore_includes(path) is included


def test_every_copied_source_exists_and_is_in_the_build_context() -> None:
    sources = []
    for keyword, args in dockerfile_instructions():
        if keyword == "COPY" and not args.startswith("--from="):
            sources.extend(args.split()[:-1])
    assert sources
    for source in sources:
        assert (ROOT / source).exists(), source
        assert dockerignore_includes(source.rstrip("/")), f"{source} is excluded by .dockerignore"


# --- Kubernetes base ----------------------------------------------------------------------


def test_shutdown_timing_is_consistent() -> None:
    lifecycle = container()["lifecycle"]["preStop"]["exec"]["command"]
    assert lifecycle[0] == "sleep"
    pre_stop = int(lifecycle[1])
    graceful = int(container_env()["TUTE_GRACEFUL_TIMEOUT"])
    grace_period = pod_spec()["terminationGracePeriodSeconds"]
    assert pre_stop > 0
    assert grace_period >= pre_stop + graceful
    # compose has no preStop: its stop grace must cover gunicorn's graceful timeout.
    tute = load_yaml(COMPOSE / "compose.yaml")["services"]["tute"]
    assert int(tute["stop_grace_period"].rstrip("s")) >= int(
        tute["environment"]["TUTE_GRACEFUL_TIMEOUT"]
    )


def test_probes_ports_and_scrape_annotations_agree() -> None:
    ports = {port["name"]: port["containerPort"] for port in container()["ports"]}
    assert set(ports) == {"http", "metrics"}
    env = container_env()
    assert ports["http"] == bind_port(env["TUTE_BIND"])
    assert ports["http"] == bind_port(dockerfile_env("runtime")["TUTE_BIND"])
    assert container()["livenessProbe"]["httpGet"] == {"path": "/livez", "port": "http"}
    assert container()["readinessProbe"]["httpGet"] == {"path": "/readyz", "port": "http"}
    # /metrics is on a port of its own, which the Service (and so the Ingress) does not expose
    assert ports["metrics"] == bind_port(env["TUTE_METRICS_BIND"])
    annotations = k8s_object("Deployment")["spec"]["template"]["metadata"]["annotations"]
    assert annotations["prometheus.io/scrape"] == "true"
    assert annotations["prometheus.io/path"] == "/metrics"
    assert int(annotations["prometheus.io/port"]) == ports["metrics"]
    (service_port,) = k8s_object("Service")["spec"]["ports"]
    assert service_port["targetPort"] in ("http", ports["http"])
    for name in ("tute-rules", "tute-rules-batch"):
        ingress = k8s_object("Ingress", name)
        backend = ingress["spec"]["rules"][0]["http"]["paths"][0]["backend"]
        assert backend["service"] == {"name": k8s_object("Service")["metadata"]["name"],
                                      "port": {"name": service_port["name"]}}
        annotations = ingress["metadata"]["annotations"]
        assert annotations["nginx.ingress.kubernetes.io/proxy-request-buffering"] == "on"


def test_the_ingress_rate_limits_the_batch_routes_per_address() -> None:
    """Issue 28, item 4: a batch may cost about 200 single requests; the ingress limits them
    per client address (ingress-nginx's limit-rps counts per remote address)."""
    batch = k8s_object("Ingress", "tute-rules-batch")
    (path,) = batch["spec"]["rules"][0]["http"]["paths"]
    assert (path["path"], path["pathType"]) == ("/v1/batch/", "Prefix")
    annotations = batch["metadata"]["annotations"]
    assert int(annotations["nginx.ingress.kubernetes.io/limit-rps"]) == 5
    assert int(annotations["nginx.ingress.kubernetes.io/limit-connections"]) > 0
    main = k8s_object("Ingress", "tute-rules")["metadata"]["annotations"]
    assert not any("limit" in key for key in main)  # the single routes are not limited


_ERROR_PAGE = re.compile(r"^\s*error_page\s+([\d\s]+?)\s+(?:=(\d+)\s+)?(/_problem/\d+);", re.M)
_PAGE = re.compile(
    r"location = (/_problem/\d+) \{\s*(?:add_header [^;]+;\s*)*return (\d+) '([^']*)';", re.M)


def test_every_page_of_the_compose_proxy_is_the_problem_of_its_status() -> None:
    """Each error nginx answers itself is a problem whose status is the answer's status (a 502
    said 503 in its body: three statuses shared one page) and whose type and code are the
    service's for that status (the 404, 413 and 500 pages had the old https type URIs)."""
    from tute.api.problems import PROBLEM_KINDS
    from tute.api.schemas import ProblemSchema

    text = (COMPOSE / "nginx.conf").read_text(encoding="utf-8")
    pages = {uri: (int(status), body) for uri, status, body in _PAGE.findall(text)}
    routed = _ERROR_PAGE.findall(text)
    assert len(routed) >= 15 and len(pages) >= 15
    kinds = {kind.code: kind for kind in PROBLEM_KINDS}
    for codes, changed, uri in routed:
        assert uri in pages, uri
        status, body = pages[uri]
        for code in codes.split():
            # nginx keeps the error's own status unless error_page names another (=431)
            assert status == int(changed or code), (code, uri, status)
        document = json.loads(body.replace("$problem_instance", "/v1/legal-plays"))
        assert ProblemSchema().validate(document) == {}, (uri, document)
        assert document["status"] == status, uri
        kind = kinds[document["code"]]
        assert document["type"] == kind.type, (uri, document["type"], kind.type)
        if document["code"] != "HTTP_ERROR":
            assert (kind.status, document["title"]) == (status, str(kind.title)), uri


def test_pod_runs_as_the_image_user_with_a_read_only_root() -> None:
    pod_security = pod_spec()["securityContext"]
    assert pod_security["runAsNonRoot"] is True
    assert pod_security["runAsUser"] == int(dockerfile_args("runtime")["APP_UID"])
    security = container()["securityContext"]
    assert security["readOnlyRootFilesystem"] is True
    assert security["allowPrivilegeEscalation"] is False
    assert security["capabilities"]["drop"] == ["ALL"]


def test_writable_paths_are_empty_dir_mounts() -> None:
    empty_dirs = {v["name"] for v in pod_spec()["volumes"] if "emptyDir" in v}
    mounts = {m["mountPath"]: m["name"] for m in container()["volumeMounts"]}
    assert mounts["/tmp"] in empty_dirs
    metrics_dir = container_env()["PROMETHEUS_MULTIPROC_DIR"]
    assert metrics_dir == dockerfile_env("runtime")["PROMETHEUS_MULTIPROC_DIR"]
    # Its own volume: a fresh, empty directory per pod, as prometheus-client requires.
    assert mounts[metrics_dir] in empty_dirs
    assert mounts[metrics_dir] != mounts["/tmp"]


def test_resources_have_requests_within_limits() -> None:
    resources = container()["resources"]
    for name in ("cpu", "memory"):
        assert 0 < quantity(resources["requests"][name]) <= quantity(resources["limits"][name])


def test_autoscaler_budget_and_service_select_the_deployment_pods() -> None:
    deployment = k8s_object("Deployment")
    # The autoscaler owns the replica count.
    assert "replicas" not in deployment["spec"]
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"] == labels
    assert k8s_object("Service")["spec"]["selector"] == labels
    assert k8s_object("PodDisruptionBudget")["spec"]["selector"]["matchLabels"] == labels
    hpa = k8s_object("HorizontalPodAutoscaler")
    assert hpa["apiVersion"] == "autoscaling/v2"
    target = hpa["spec"]["scaleTargetRef"]
    assert (target["kind"], target["name"]) == ("Deployment", deployment["metadata"]["name"])
    (metric,) = hpa["spec"]["metrics"]
    assert metric["resource"]["name"] == "cpu"
    # With maxUnavailable 1, at least two replicas keep the service up during a node drain.
    assert hpa["spec"]["minReplicas"] >= 2
    assert k8s_object("PodDisruptionBudget")["spec"]["maxUnavailable"] == 1


# --- compose ------------------------------------------------------------------------------


def test_compose_prometheus_scrapes_the_compose_service() -> None:
    compose = load_yaml(COMPOSE / "compose.yaml")
    config = load_yaml(COMPOSE / "prometheus.yml")
    (job,) = [job for job in config["scrape_configs"] if job["job_name"] == "tute"]
    (target,) = job["static_configs"][0]["targets"]
    host, port = target.split(":")
    assert host in compose["services"]
    # the scrape goes to the metrics port, which is not published
    assert int(port) == bind_port(compose["services"][host]["environment"]["TUTE_METRICS_BIND"])
    assert job.get("metrics_path", "/metrics") == "/metrics"
    for rule_file in config["rule_files"]:
        assert (COMPOSE / rule_file).is_file()
    # Every file the Prometheus container mounts is committed beside the compose file.
    for volume in compose["services"]["prometheus"]["volumes"]:
        source = volume.split(":")[0]
        if source.startswith("./"):
            assert (COMPOSE / source).is_file(), source
    build = compose["services"]["tute"]["build"]
    assert (COMPOSE / build["context"] / build["dockerfile"]).resolve() == (
        ROOT / "Dockerfile"
    ).resolve()


def test_compose_service_has_writable_tmpfs_for_the_metrics_dir() -> None:
    tute = load_yaml(COMPOSE / "compose.yaml")["services"]["tute"]
    assert tute["read_only"] is True
    tmpfs = {entry.split(":")[0] for entry in tute["tmpfs"]}
    assert tute["environment"]["PROMETHEUS_MULTIPROC_DIR"] in tmpfs
    assert "/tmp" in tmpfs


def test_gunicorn_config_applies_the_deployment_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The values the manifests set are the ones gunicorn runs with."""
    env = container_env()
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    # Executed as gunicorn does: the file's module-level names that are settings are applied.
    config = Config()
    for name, value in runpy.run_path(str(ROOT / "deploy" / "gunicorn.conf.py")).items():
        if name in config.settings:
            config.set(name, value)
    assert config.graceful_timeout == int(env["TUTE_GRACEFUL_TIMEOUT"])
    assert config.workers == int(env["TUTE_WORKERS"])
    assert config.bind == [env["TUTE_BIND"]]



def test_compose_publishes_only_the_buffering_proxy() -> None:
    services = load_yaml(COMPOSE / "compose.yaml")["services"]
    tute = services["tute"]
    assert "ports" not in tute, "the service is reached through the proxy only"
    proxy = services["proxy"]
    assert [p.split(":")[0] for p in proxy["ports"]] == ["127.0.0.1"]
    nginx = (COMPOSE / "nginx.conf").read_text(encoding="utf-8")
    assert f"server tute:{bind_port(tute['environment']['TUTE_BIND'])};" in nginx
    listen = int(re.search(r"listen (\d+);", nginx).group(1))  # type: ignore[union-attr]
    assert proxy["ports"][0].endswith(f":{listen}")
    # the body goes on as it arrives, to the worker that bounds the whole request in time
    # (nginx has no whole-body timer); the answer is buffered whole
    for directive in ("proxy_request_buffering off;", "proxy_buffering on;",
                      "client_header_timeout 10s;", "client_body_timeout 5s;",
                      "limit_conn per_address 64;"):
        assert directive in nginx
    mounted = [v.split(":")[0] for v in proxy["volumes"]]
    assert all((COMPOSE / source).is_file() for source in mounted if source.startswith("./"))


def test_the_manifests_run_the_image_of_the_package_s_version() -> None:
    """A release bumps pyproject's version; the deployments must name the image built from it
    (deploy/build-image.sh tags it with that version), or a fresh apply runs the old release."""
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"]
    kustomization = load_yaml(ROOT / "deploy" / "k8s" / "kustomization.yaml")
    assert kustomization["images"] == [{"name": "tute-rules", "newTag": version}]
    assert container()["image"] == f"tute-rules:{version}"
    services = load_yaml(COMPOSE / "compose.yaml")["services"]
    images = {s["image"] for s in services.values() if str(s.get("image", "")).startswith(
        "tute-rules")}
    assert images == {f"tute-rules:{version}"}
