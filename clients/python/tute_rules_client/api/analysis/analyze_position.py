from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.analysis import Analysis
from ...models.analysis_request import AnalysisRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: AnalysisRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/analyses",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Analysis | Problem | None:
    if response.status_code == 200:
        response_200 = Analysis.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Analysis | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AnalysisRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Analysis | Problem]:
    """Value every action of an open position

     The hand so far, as POST /v1/turns takes it, with every card known: each hand, the stock's order and
    the turn-up (open play, as double dummy is in bridge; clairvoyant on the draws of a stock game). For
    each action `seat` (the seat to act by default) may take now: the points each side ends the hand
    with if every seat plays perfectly from there, counted as POST /v1/hand-scores counts them, and the
    best actions. Perfect play: the analysed seat's side maximises its points minus the points of every
    other side together, and every other seat minimises that (with two sides, each side maximises its
    points minus the other's). Among lines with the same difference, the one reported is the one where
    the analysed side's own total is highest against opponents that keep it lowest; with more than two
    sides, where such lines may share the other sides' points differently, the first of them in the
    order the actions are listed, at every step. Declarations, swaps, capote announcements and bids are
    actions; a hand a tute or a lost capote ends early ends the line. `max_nodes` bounds the search:
    past it the answer gives the bounds it proved and `solved: false`, never a guess shown as exact. An
    illegal record is a 422 (ILLEGAL_ACTION); a hand that is over a 422 `HAND_OVER`; a seat without an
    action a 422 `SEAT_HAS_NO_ACTION`; a `max_nodes` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | Problem]
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
    body: AnalysisRequest,
    accept_language: str | Unset = UNSET,
) -> Analysis | Problem | None:
    """Value every action of an open position

     The hand so far, as POST /v1/turns takes it, with every card known: each hand, the stock's order and
    the turn-up (open play, as double dummy is in bridge; clairvoyant on the draws of a stock game). For
    each action `seat` (the seat to act by default) may take now: the points each side ends the hand
    with if every seat plays perfectly from there, counted as POST /v1/hand-scores counts them, and the
    best actions. Perfect play: the analysed seat's side maximises its points minus the points of every
    other side together, and every other seat minimises that (with two sides, each side maximises its
    points minus the other's). Among lines with the same difference, the one reported is the one where
    the analysed side's own total is highest against opponents that keep it lowest; with more than two
    sides, where such lines may share the other sides' points differently, the first of them in the
    order the actions are listed, at every step. Declarations, swaps, capote announcements and bids are
    actions; a hand a tute or a lost capote ends early ends the line. `max_nodes` bounds the search:
    past it the answer gives the bounds it proved and `solved: false`, never a guess shown as exact. An
    illegal record is a 422 (ILLEGAL_ACTION); a hand that is over a 422 `HAND_OVER`; a seat without an
    action a 422 `SEAT_HAS_NO_ACTION`; a `max_nodes` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: AnalysisRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Analysis | Problem]:
    """Value every action of an open position

     The hand so far, as POST /v1/turns takes it, with every card known: each hand, the stock's order and
    the turn-up (open play, as double dummy is in bridge; clairvoyant on the draws of a stock game). For
    each action `seat` (the seat to act by default) may take now: the points each side ends the hand
    with if every seat plays perfectly from there, counted as POST /v1/hand-scores counts them, and the
    best actions. Perfect play: the analysed seat's side maximises its points minus the points of every
    other side together, and every other seat minimises that (with two sides, each side maximises its
    points minus the other's). Among lines with the same difference, the one reported is the one where
    the analysed side's own total is highest against opponents that keep it lowest; with more than two
    sides, where such lines may share the other sides' points differently, the first of them in the
    order the actions are listed, at every step. Declarations, swaps, capote announcements and bids are
    actions; a hand a tute or a lost capote ends early ends the line. `max_nodes` bounds the search:
    past it the answer gives the bounds it proved and `solved: false`, never a guess shown as exact. An
    illegal record is a 422 (ILLEGAL_ACTION); a hand that is over a 422 `HAND_OVER`; a seat without an
    action a 422 `SEAT_HAS_NO_ACTION`; a `max_nodes` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Analysis | Problem]
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
    body: AnalysisRequest,
    accept_language: str | Unset = UNSET,
) -> Analysis | Problem | None:
    """Value every action of an open position

     The hand so far, as POST /v1/turns takes it, with every card known: each hand, the stock's order and
    the turn-up (open play, as double dummy is in bridge; clairvoyant on the draws of a stock game). For
    each action `seat` (the seat to act by default) may take now: the points each side ends the hand
    with if every seat plays perfectly from there, counted as POST /v1/hand-scores counts them, and the
    best actions. Perfect play: the analysed seat's side maximises its points minus the points of every
    other side together, and every other seat minimises that (with two sides, each side maximises its
    points minus the other's). Among lines with the same difference, the one reported is the one where
    the analysed side's own total is highest against opponents that keep it lowest; with more than two
    sides, where such lines may share the other sides' points differently, the first of them in the
    order the actions are listed, at every step. Declarations, swaps, capote announcements and bids are
    actions; a hand a tute or a lost capote ends early ends the line. `max_nodes` bounds the search:
    past it the answer gives the bounds it proved and `solved: false`, never a guess shown as exact. An
    illegal record is a 422 (ILLEGAL_ACTION); a hand that is over a 422 `HAND_OVER`; a seat without an
    action a 422 `SEAT_HAS_NO_ACTION`; a `max_nodes` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (AnalysisRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Analysis | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
