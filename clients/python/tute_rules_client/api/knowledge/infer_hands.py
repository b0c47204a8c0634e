from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.inference import Inference
from ...models.inference_request import InferenceRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: InferenceRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/inferences",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Inference | Problem | None:
    if response.status_code == 200:
        response_200 = Inference.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Inference | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: InferenceRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Inference | Problem]:
    """Infer the hidden cards from one seat's knowledge

     For each other seat (and the stock, and cards set aside unseen): the cards it may hold now, those it
    holds for certain, how many it holds, and every card it cannot hold with the action that proved it
    and why: the duty a play would have broken (MUST_FOLLOW_SUIT, MUST_HEAD, MUST_TRUMP, MUST_OVERTRUMP,
    ...: the codes of legal plays), or what the seat saw (played, shown by a marriage, tute or swap, the
    turn-up, its own hand). The request carries the seat's knowledge (`knowledge`: its cards, the turn-
    up and the public actions) or a full record (`record`) of which only what `seat` saw is used. A
    knowledge that contradicts itself (a card in two places, a play the rules forbid, a view no deal can
    produce) is a 422 naming the first contradiction.

    Args:
        accept_language (str | Unset):
        body (InferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Inference | Problem]
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
    body: InferenceRequest,
    accept_language: str | Unset = UNSET,
) -> Inference | Problem | None:
    """Infer the hidden cards from one seat's knowledge

     For each other seat (and the stock, and cards set aside unseen): the cards it may hold now, those it
    holds for certain, how many it holds, and every card it cannot hold with the action that proved it
    and why: the duty a play would have broken (MUST_FOLLOW_SUIT, MUST_HEAD, MUST_TRUMP, MUST_OVERTRUMP,
    ...: the codes of legal plays), or what the seat saw (played, shown by a marriage, tute or swap, the
    turn-up, its own hand). The request carries the seat's knowledge (`knowledge`: its cards, the turn-
    up and the public actions) or a full record (`record`) of which only what `seat` saw is used. A
    knowledge that contradicts itself (a card in two places, a play the rules forbid, a view no deal can
    produce) is a 422 naming the first contradiction.

    Args:
        accept_language (str | Unset):
        body (InferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Inference | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: InferenceRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Inference | Problem]:
    """Infer the hidden cards from one seat's knowledge

     For each other seat (and the stock, and cards set aside unseen): the cards it may hold now, those it
    holds for certain, how many it holds, and every card it cannot hold with the action that proved it
    and why: the duty a play would have broken (MUST_FOLLOW_SUIT, MUST_HEAD, MUST_TRUMP, MUST_OVERTRUMP,
    ...: the codes of legal plays), or what the seat saw (played, shown by a marriage, tute or swap, the
    turn-up, its own hand). The request carries the seat's knowledge (`knowledge`: its cards, the turn-
    up and the public actions) or a full record (`record`) of which only what `seat` saw is used. A
    knowledge that contradicts itself (a card in two places, a play the rules forbid, a view no deal can
    produce) is a 422 naming the first contradiction.

    Args:
        accept_language (str | Unset):
        body (InferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Inference | Problem]
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
    body: InferenceRequest,
    accept_language: str | Unset = UNSET,
) -> Inference | Problem | None:
    """Infer the hidden cards from one seat's knowledge

     For each other seat (and the stock, and cards set aside unseen): the cards it may hold now, those it
    holds for certain, how many it holds, and every card it cannot hold with the action that proved it
    and why: the duty a play would have broken (MUST_FOLLOW_SUIT, MUST_HEAD, MUST_TRUMP, MUST_OVERTRUMP,
    ...: the codes of legal plays), or what the seat saw (played, shown by a marriage, tute or swap, the
    turn-up, its own hand). The request carries the seat's knowledge (`knowledge`: its cards, the turn-
    up and the public actions) or a full record (`record`) of which only what `seat` saw is used. A
    knowledge that contradicts itself (a card in two places, a play the rules forbid, a view no deal can
    produce) is a 422 naming the first contradiction.

    Args:
        accept_language (str | Unset):
        body (InferenceRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Inference | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
