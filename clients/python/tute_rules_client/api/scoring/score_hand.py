from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.hand_score_request import HandScoreRequest
from ...models.hand_score_result import HandScoreResult
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: HandScoreRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/hand-scores",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> HandScoreResult | Problem | None:
    if response.status_code == 200:
        response_200 = HandScoreResult.from_dict(response.json())

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
) -> Response[HandScoreResult | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: HandScoreRequest,
    accept_language: str | Unset = UNSET,
) -> Response[HandScoreResult | Problem]:
    """Score a finished hand

     Card points, 10 de últimas and marriages per side, the hand's winner under `hand_winner` (most
    points, 61 of 120, over 100, the bid, the middle score) with the reason, the games won (two at 101
    with `double_at`), capote, and a tute that ended the hand. Captured cards that cannot add up are a
    422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (HandScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandScoreResult | Problem]
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
    body: HandScoreRequest,
    accept_language: str | Unset = UNSET,
) -> HandScoreResult | Problem | None:
    """Score a finished hand

     Card points, 10 de últimas and marriages per side, the hand's winner under `hand_winner` (most
    points, 61 of 120, over 100, the bid, the middle score) with the reason, the games won (two at 101
    with `double_at`), capote, and a tute that ended the hand. Captured cards that cannot add up are a
    422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (HandScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandScoreResult | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: HandScoreRequest,
    accept_language: str | Unset = UNSET,
) -> Response[HandScoreResult | Problem]:
    """Score a finished hand

     Card points, 10 de últimas and marriages per side, the hand's winner under `hand_winner` (most
    points, 61 of 120, over 100, the bid, the middle score) with the reason, the games won (two at 101
    with `double_at`), capote, and a tute that ended the hand. Captured cards that cannot add up are a
    422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (HandScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[HandScoreResult | Problem]
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
    body: HandScoreRequest,
    accept_language: str | Unset = UNSET,
) -> HandScoreResult | Problem | None:
    """Score a finished hand

     Card points, 10 de últimas and marriages per side, the hand's winner under `hand_winner` (most
    points, 61 of 120, over 100, the bid, the middle score) with the reason, the games won (two at 101
    with `double_at`), capote, and a tute that ended the hand. Captured cards that cannot add up are a
    422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (HandScoreRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        HandScoreResult | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
