from http import HTTPStatus
from typing import Any, cast

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.ruleset_list import RulesetList
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    if not isinstance(if_none_match, Unset):
        headers["If-None-Match"] = if_none_match

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/v1/rulesets",
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Any | Problem | RulesetList | None:
    if response.status_code == 200:
        response_200 = RulesetList.from_dict(response.json())

        return response_200

    if response.status_code == 304:
        response_304 = cast(Any, None)
        return response_304

    if response.status_code == 406:
        response_406 = Problem.from_dict(response.json())

        return response_406

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Any | Problem | RulesetList]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | RulesetList]:
    """List the rulesets

     Every named ruleset with its id, version, aliases and seat counts. Any request body names one by id
    or alias in `ruleset`. Names and descriptions are in the language `Accept-Language` chooses (en, es,
    it or pt; ids, switch names, values and sources are never translated), named in `Content-Language`
    with `Vary: Accept-Language`. The answer depends only on the service's rules registry and the
    language: it carries an `ETag` (one per language) and `Cache-Control: public, max-age=300`, and a
    request whose `If-None-Match` names the current `ETag` is answered 304 Not Modified, without a body.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RulesetList]
    """

    kwargs = _get_kwargs(
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | RulesetList | None:
    """List the rulesets

     Every named ruleset with its id, version, aliases and seat counts. Any request body names one by id
    or alias in `ruleset`. Names and descriptions are in the language `Accept-Language` chooses (en, es,
    it or pt; ids, switch names, values and sources are never translated), named in `Content-Language`
    with `Vary: Accept-Language`. The answer depends only on the service's rules registry and the
    language: it carries an `ETag` (one per language) and `Cache-Control: public, max-age=300`, and a
    request whose `If-None-Match` names the current `ETag` is answered 304 Not Modified, without a body.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RulesetList
    """

    return sync_detailed(
        client=client,
        accept_language=accept_language,
        if_none_match=if_none_match,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Response[Any | Problem | RulesetList]:
    """List the rulesets

     Every named ruleset with its id, version, aliases and seat counts. Any request body names one by id
    or alias in `ruleset`. Names and descriptions are in the language `Accept-Language` chooses (en, es,
    it or pt; ids, switch names, values and sources are never translated), named in `Content-Language`
    with `Vary: Accept-Language`. The answer depends only on the service's rules registry and the
    language: it carries an `ETag` (one per language) and `Cache-Control: public, max-age=300`, and a
    request whose `If-None-Match` names the current `ETag` is answered 304 Not Modified, without a body.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | Problem | RulesetList]
    """

    kwargs = _get_kwargs(
        accept_language=accept_language,
        if_none_match=if_none_match,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    accept_language: str | Unset = UNSET,
    if_none_match: str | Unset = UNSET,
) -> Any | Problem | RulesetList | None:
    """List the rulesets

     Every named ruleset with its id, version, aliases and seat counts. Any request body names one by id
    or alias in `ruleset`. Names and descriptions are in the language `Accept-Language` chooses (en, es,
    it or pt; ids, switch names, values and sources are never translated), named in `Content-Language`
    with `Vary: Accept-Language`. The answer depends only on the service's rules registry and the
    language: it carries an `ETag` (one per language) and `Cache-Control: public, max-age=300`, and a
    request whose `If-None-Match` names the current `ETag` is answered 304 Not Modified, without a body.

    Args:
        accept_language (str | Unset):
        if_none_match (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | Problem | RulesetList
    """

    return (
        await asyncio_detailed(
            client=client,
            accept_language=accept_language,
            if_none_match=if_none_match,
        )
    ).parsed
