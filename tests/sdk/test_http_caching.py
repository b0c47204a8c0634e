"""HTTP caching of what only the registry and the code decide: the ruleset answers and the
contract carry an ETag (a digest of their content, the same in every process) and
Cache-Control, answer If-None-Match with a bodiless 304, and the contract is rendered once per
process."""

from __future__ import annotations

import hashlib
import urllib.error
import urllib.request

import pytest
import yaml

from tests.contract.live_server import ROOT, LiveServer

pytestmark = pytest.mark.live

CACHED_PATHS = ("/v1/rulesets", "/v1/rulesets/tute-dos", "/v1/rulesets/guinote",
                "/openapi.json", "/openapi.yaml")


def get(url: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:  # urllib raises for a 304 too
        return error.code, dict(error.headers), error.read()


@pytest.mark.parametrize("path", CACHED_PATHS)
def test_answers_carry_an_etag_of_their_content_and_revalidate_with_304(
        server: LiveServer, path: str) -> None:
    status, headers, body = get(server.url + path)
    assert status == 200
    assert headers["Cache-Control"] == "public, max-age=300"
    etag = headers["ETag"]
    assert etag == '"' + hashlib.sha256(body).hexdigest()[:32] + '"'
    assert get(server.url + path)[1]["ETag"] == etag  # another worker, the same tag

    status, headers, body = get(server.url + path, **{"If-None-Match": etag})
    assert (status, body) == (304, b"")
    assert headers["ETag"] == etag and headers["Cache-Control"] == "public, max-age=300"
    assert get(server.url + path, **{"If-None-Match": f'"other", W/{etag}'})[0] == 304
    assert get(server.url + path, **{"If-None-Match": "*"})[0] == 304
    assert get(server.url + path, **{"If-None-Match": '"stale"'})[0] == 200


def test_the_etag_is_the_same_in_every_process_and_for_every_alias(server: LiveServer) -> None:
    from tute.api import create_app

    local = create_app().test_client()
    for path in ("/v1/rulesets", "/v1/rulesets/tute-dos", "/openapi.json", "/openapi.yaml"):
        assert local.get(path).headers["ETag"] == get(server.url + path)[1]["ETag"], path
    by_alias = get(server.url + "/v1/rulesets/tute")[1]["ETag"]
    assert by_alias == get(server.url + "/v1/rulesets/tute-dos")[1]["ETag"]
    assert by_alias != get(server.url + "/v1/rulesets/guinote")[1]["ETag"]


def test_an_unknown_ruleset_is_still_a_404_problem(server: LiveServer) -> None:
    status, headers, _ = get(server.url + "/v1/rulesets/tute-nonexistent",
                             **{"If-None-Match": "*"})
    assert status == 404 and "ETag" not in headers


def test_the_contract_is_rendered_once_per_process(monkeypatch: pytest.MonkeyPatch) -> None:
    from tute.api import create_app, openapi

    renders: list[int] = []
    render = openapi.spec_dict

    def counted(app: object) -> object:
        renders.append(1)
        return render(app)  # type: ignore[arg-type]

    monkeypatch.setattr(openapi, "spec_dict", counted)
    client = create_app().test_client()
    committed = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    for _ in range(3):
        assert client.get("/openapi.json").get_json() == committed
        assert yaml.safe_load(client.get("/openapi.yaml").data) == committed
    assert len(renders) == 2  # one for the JSON, one for the YAML


def test_the_contract_says_retrying_is_safe() -> None:
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    note = spec["info"]["x-retries"]
    assert "pure computation" in note and "Retrying is safe" in note
    for path in ("/v1/rulesets", "/v1/rulesets/{ruleset_id}"):
        headers = spec["paths"][path]["get"]["responses"]["200"]["headers"]
        assert set(headers) == {"ETag", "Cache-Control", "Content-Language", "Vary"}


def test_every_get_of_the_contract_documents_if_none_match_and_its_304() -> None:
    contract = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    gets = [(path, item) for path, item in contract["paths"].items() if "get" in item]
    assert gets
    for path, item in gets:
        operation = item["get"]
        parameters = [*item.get("parameters", []), *operation.get("parameters", [])]
        assert any(p.get("in") == "header" and p.get("name") == "If-None-Match"
                   for p in parameters), path
        not_modified = operation["responses"]["304"]
        assert "content" not in not_modified, path
        assert {"ETag", "Cache-Control"} <= set(not_modified["headers"]), path


def test_the_python_sdk_asks_conditionally_and_takes_304_as_unchanged(
        server: LiveServer) -> None:
    from tute_rules_client.api.rulesets import get_ruleset, list_rulesets
    from tute_rules_helpers import create_client, etag_of, unwrap_if_changed

    client = create_client(server.url)
    first = list_rulesets.sync_detailed(client=client)
    etag = etag_of(first)
    assert etag is not None and unwrap_if_changed(first) is not None
    again = list_rulesets.sync_detailed(client=client, if_none_match=etag)
    assert again.status_code == 304 and unwrap_if_changed(again) is None
    stale = get_ruleset.sync_detailed("tute-dos", client=client, if_none_match='"stale"')
    changed = unwrap_if_changed(stale)
    assert changed is not None and changed.id == "tute-dos"
    etag = etag_of(stale)
    assert etag is not None
    held = get_ruleset.sync_detailed("tute-dos", client=client, if_none_match=etag)
    assert unwrap_if_changed(held) is None
