from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.suggestion import Suggestion
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
        "url": "/v1/suggestions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Suggestion | None:
    if response.status_code == 200:
        response_200 = Suggestion.from_dict(response.json())

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
) -> Response[Problem | Suggestion]:
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
) -> Response[Problem | Suggestion]:
    """Suggest the action of the seat to act

     The action a player of `level` takes now for `seat`, which must be the seat to act, from what that
    seat knows only: the request is that of POST /v1/inferences (`knowledge`, or a `record` of which
    only what `seat` saw is used). `random` and `basic` answer at once; `strong` deals worlds consistent
    with the seat's knowledge, plays each of its actions out in every world with `basic` at every seat,
    and answers the action with the best mean outcome, with every candidate and its estimate. `seed`
    makes the answer reproducible (the same knowledge and seed give the same action whatever the hidden
    cards are), `effort` sets the playouts and `deadline_ms` may cut them (`cut_short`). A knowledge
    that contradicts itself (a card in two places, a play the rules forbid, a view no deal can produce)
    is a 422 naming the first contradiction. A seat that is not to act is a 422 `SEAT_NOT_TO_ACT` (a
    seat that may declare out of turn asks POST /v1/declaration-suggestions); an `effort` or
    `deadline_ms` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Suggestion]
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
) -> Problem | Suggestion | None:
    """Suggest the action of the seat to act

     The action a player of `level` takes now for `seat`, which must be the seat to act, from what that
    seat knows only: the request is that of POST /v1/inferences (`knowledge`, or a `record` of which
    only what `seat` saw is used). `random` and `basic` answer at once; `strong` deals worlds consistent
    with the seat's knowledge, plays each of its actions out in every world with `basic` at every seat,
    and answers the action with the best mean outcome, with every candidate and its estimate. `seed`
    makes the answer reproducible (the same knowledge and seed give the same action whatever the hidden
    cards are), `effort` sets the playouts and `deadline_ms` may cut them (`cut_short`). A knowledge
    that contradicts itself (a card in two places, a play the rules forbid, a view no deal can produce)
    is a 422 naming the first contradiction. A seat that is not to act is a 422 `SEAT_NOT_TO_ACT` (a
    seat that may declare out of turn asks POST /v1/declaration-suggestions); an `effort` or
    `deadline_ms` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Suggestion
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
) -> Response[Problem | Suggestion]:
    """Suggest the action of the seat to act

     The action a player of `level` takes now for `seat`, which must be the seat to act, from what that
    seat knows only: the request is that of POST /v1/inferences (`knowledge`, or a `record` of which
    only what `seat` saw is used). `random` and `basic` answer at once; `strong` deals worlds consistent
    with the seat's knowledge, plays each of its actions out in every world with `basic` at every seat,
    and answers the action with the best mean outcome, with every candidate and its estimate. `seed`
    makes the answer reproducible (the same knowledge and seed give the same action whatever the hidden
    cards are), `effort` sets the playouts and `deadline_ms` may cut them (`cut_short`). A knowledge
    that contradicts itself (a card in two places, a play the rules forbid, a view no deal can produce)
    is a 422 naming the first contradiction. A seat that is not to act is a 422 `SEAT_NOT_TO_ACT` (a
    seat that may declare out of turn asks POST /v1/declaration-suggestions); an `effort` or
    `deadline_ms` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Suggestion]
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
) -> Problem | Suggestion | None:
    """Suggest the action of the seat to act

     The action a player of `level` takes now for `seat`, which must be the seat to act, from what that
    seat knows only: the request is that of POST /v1/inferences (`knowledge`, or a `record` of which
    only what `seat` saw is used). `random` and `basic` answer at once; `strong` deals worlds consistent
    with the seat's knowledge, plays each of its actions out in every world with `basic` at every seat,
    and answers the action with the best mean outcome, with every candidate and its estimate. `seed`
    makes the answer reproducible (the same knowledge and seed give the same action whatever the hidden
    cards are), `effort` sets the playouts and `deadline_ms` may cut them (`cut_short`). A knowledge
    that contradicts itself (a card in two places, a play the rules forbid, a view no deal can produce)
    is a 422 naming the first contradiction. A seat that is not to act is a 422 `SEAT_NOT_TO_ACT` (a
    seat that may declare out of turn asks POST /v1/declaration-suggestions); an `effort` or
    `deadline_ms` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (SuggestionRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Suggestion
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
