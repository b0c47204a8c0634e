"""The WSGI app gunicorn serves: ``gunicorn -c deploy/gunicorn.conf.py tute.api.wsgi:app``."""

from tute.api import create_app

app = create_app()
