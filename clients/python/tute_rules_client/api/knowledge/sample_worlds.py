from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.sampled_worlds import SampledWorlds
from ...models.worlds_request import WorldsRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: WorldsRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/worlds",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SampledWorlds | None:
    if response.status_code == 200:
        response_200 = SampledWorlds.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 406:
        response_406 = Problem.from_dict(response.json())

        return response_406

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 500:
        response_500 = Problem.from_dict(response.json())

        return response_500

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Problem | SampledWorlds]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WorldsRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | SampledWorlds]:
    """Sample whole deals consistent with a seat's view

     `count` (1 to 1000) whole deals, each with every hand, the stock in order and the turn-up, on which
    replaying the actions is legal and shows the seat exactly what it saw; drawn uniformly and
    independently among all such deals (listed exactly when few remain), reproducibly for a `seed`. The
    request is that of POST /v1/inferences. A knowledge that contradicts itself (a card in two places, a
    play the rules forbid, a view no deal can produce) is a 422 naming the first contradiction. A
    `count` past its bound is a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (WorldsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SampledWorlds]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: WorldsRequest,
    accept_language: str | Unset = UNSET,
) -> Problem | SampledWorlds | None:
    """Sample whole deals consistent with a seat's view

     `count` (1 to 1000) whole deals, each with every hand, the stock in order and the turn-up, on which
    replaying the actions is legal and shows the seat exactly what it saw; drawn uniformly and
    independently among all such deals (listed exactly when few remain), reproducibly for a `seed`. The
    request is that of POST /v1/inferences. A knowledge that contradicts itself (a card in two places, a
    play the rules forbid, a view no deal can produce) is a 422 naming the first contradiction. A
    `count` past its bound is a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (WorldsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SampledWorlds
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: WorldsRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | SampledWorlds]:
    """Sample whole deals consistent with a seat's view

     `count` (1 to 1000) whole deals, each with every hand, the stock in order and the turn-up, on which
    replaying the actions is legal and shows the seat exactly what it saw; drawn uniformly and
    independently among all such deals (listed exactly when few remain), reproducibly for a `seed`. The
    request is that of POST /v1/inferences. A knowledge that contradicts itself (a card in two places, a
    play the rules forbid, a view no deal can produce) is a 422 naming the first contradiction. A
    `count` past its bound is a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (WorldsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SampledWorlds]
    """

    kwargs = _get_kwargs(
        body=body,
        accept_language=accept_language,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: WorldsRequest,
    accept_language: str | Unset = UNSET,
) -> Problem | SampledWorlds | None:
    """Sample whole deals consistent with a seat's view

     `count` (1 to 1000) whole deals, each with every hand, the stock in order and the turn-up, on which
    replaying the actions is legal and shows the seat exactly what it saw; drawn uniformly and
    independently among all such deals (listed exactly when few remain), reproducibly for a `seed`. The
    request is that of POST /v1/inferences. A knowledge that contradicts itself (a card in two places, a
    play the rules forbid, a view no deal can produce) is a 422 naming the first contradiction. A
    `count` past its bound is a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (WorldsRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SampledWorlds
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
