"""Helpers shared by the tests: builders for cards, actions and hand records, piles and perft
for the engine tests; the live gunicorn (``gunicorn_server``) and Chromium (``browser``) helpers
for the tests that check the service from outside the process."""
