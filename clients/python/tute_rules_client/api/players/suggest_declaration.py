from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.declaration_suggestion import DeclarationSuggestion
from ...models.problem import Problem
from ...models.suggestion_request import SuggestionRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SuggestionRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/declaration-suggestions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeclarationSuggestion | Problem | None:
    if response.status_code == 200:
        response_200 = DeclarationSuggestion.from_dict(response.json())

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
) -> Response[DeclarationSuggestion | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuggestionRequest,
    accept_language: str | Unset = UNSET,
) -> Response[DeclarationSuggestion | Problem]:
    """Suggest whether a seat not to act declares now

     Some rules let a seat that is not the seat to act declare: a partner's marriage in Guiñote, the
    capote in Habanero, a claim of 101. This answers, for such a `seat`, the declaration a player of
    `level` makes now, or null when it declines for now (it is asked again once something happens at the
    table), from what that seat knows only: the request is that of POST /v1/suggestions. `strong` weighs
    declining as one more candidate (action null). A knowledge that contradicts itself (a card in two
    places, a play the rules forbid, a view no deal can produce) is a 422 naming the first
    contradiction. The seat to act is a 422 `SEAT_TO_ACT` (POST /v1/suggestions answers it), a seat with
    nothing to declare a 422 `NOTHING_TO_DECLARE`; an `effort` or `deadline_ms` past its bound a 422
    naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclarationSuggestion | Problem]
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
    body: SuggestionRequest,
    accept_language: str | Unset = UNSET,
) -> DeclarationSuggestion | Problem | None:
    """Suggest whether a seat not to act declares now

     Some rules let a seat that is not the seat to act declare: a partner's marriage in Guiñote, the
    capote in Habanero, a claim of 101. This answers, for such a `seat`, the declaration a player of
    `level` makes now, or null when it declines for now (it is asked again once something happens at the
    table), from what that seat knows only: the request is that of POST /v1/suggestions. `strong` weighs
    declining as one more candidate (action null). A knowledge that contradicts itself (a card in two
    places, a play the rules forbid, a view no deal can produce) is a 422 naming the first
    contradiction. The seat to act is a 422 `SEAT_TO_ACT` (POST /v1/suggestions answers it), a seat with
    nothing to declare a 422 `NOTHING_TO_DECLARE`; an `effort` or `deadline_ms` past its bound a 422
    naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclarationSuggestion | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuggestionRequest,
    accept_language: str | Unset = UNSET,
) -> Response[DeclarationSuggestion | Problem]:
    """Suggest whether a seat not to act declares now

     Some rules let a seat that is not the seat to act declare: a partner's marriage in Guiñote, the
    capote in Habanero, a claim of 101. This answers, for such a `seat`, the declaration a player of
    `level` makes now, or null when it declines for now (it is asked again once something happens at the
    table), from what that seat knows only: the request is that of POST /v1/suggestions. `strong` weighs
    declining as one more candidate (action null). A knowledge that contradicts itself (a card in two
    places, a play the rules forbid, a view no deal can produce) is a 422 naming the first
    contradiction. The seat to act is a 422 `SEAT_TO_ACT` (POST /v1/suggestions answers it), a seat with
    nothing to declare a 422 `NOTHING_TO_DECLARE`; an `effort` or `deadline_ms` past its bound a 422
    naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclarationSuggestion | Problem]
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
    body: SuggestionRequest,
    accept_language: str | Unset = UNSET,
) -> DeclarationSuggestion | Problem | None:
    """Suggest whether a seat not to act declares now

     Some rules let a seat that is not the seat to act declare: a partner's marriage in Guiñote, the
    capote in Habanero, a claim of 101. This answers, for such a `seat`, the declaration a player of
    `level` makes now, or null when it declines for now (it is asked again once something happens at the
    table), from what that seat knows only: the request is that of POST /v1/suggestions. `strong` weighs
    declining as one more candidate (action null). A knowledge that contradicts itself (a card in two
    places, a play the rules forbid, a view no deal can produce) is a 422 naming the first
    contradiction. The seat to act is a 422 `SEAT_TO_ACT` (POST /v1/suggestions answers it), a seat with
    nothing to declare a 422 `NOTHING_TO_DECLARE`; an `effort` or `deadline_ms` past its bound a 422
    naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclarationSuggestion | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
