from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.review import Review
from ...models.review_request import ReviewRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/hand-reviews",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Problem | Review | None:
    if response.status_code == 200:
        response_200 = Review.from_dict(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Problem | Review]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | Review]:
    """Review every action of a recorded hand

     For each action of the record whose seat was the seat to act and had a choice: its cost in points of
    difference against the best action at that point, open (every card known: exact where `max_nodes`
    allows, else proven bounds), and with `worlds` from the acting seat's own view (the mean over worlds
    consistent with what it knew, drawn from `seed`, each analysed open). The largest mistakes come
    first in `mistakes`, each with the better action. `open_from` `last_draw` (the default) reviews the
    positions once the stock is gone; `start` every position. Perfect play: the analysed seat's side
    maximises its points minus the points of every other side together, and every other seat minimises
    that (with two sides, each side maximises its points minus the other's). Among lines with the same
    difference, the one reported is the one where the analysed side's own total is highest against
    opponents that keep it lowest; with more than two sides, where such lines may share the other sides'
    points differently, the first of them in the order the actions are listed, at every step. An illegal
    record is a 422 (ILLEGAL_ACTION); a `max_nodes` or `worlds` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Review]
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
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
) -> Problem | Review | None:
    """Review every action of a recorded hand

     For each action of the record whose seat was the seat to act and had a choice: its cost in points of
    difference against the best action at that point, open (every card known: exact where `max_nodes`
    allows, else proven bounds), and with `worlds` from the acting seat's own view (the mean over worlds
    consistent with what it knew, drawn from `seed`, each analysed open). The largest mistakes come
    first in `mistakes`, each with the better action. `open_from` `last_draw` (the default) reviews the
    positions once the stock is gone; `start` every position. Perfect play: the analysed seat's side
    maximises its points minus the points of every other side together, and every other seat minimises
    that (with two sides, each side maximises its points minus the other's). Among lines with the same
    difference, the one reported is the one where the analysed side's own total is highest against
    opponents that keep it lowest; with more than two sides, where such lines may share the other sides'
    points differently, the first of them in the order the actions are listed, at every step. An illegal
    record is a 422 (ILLEGAL_ACTION); a `max_nodes` or `worlds` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Review
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | Review]:
    """Review every action of a recorded hand

     For each action of the record whose seat was the seat to act and had a choice: its cost in points of
    difference against the best action at that point, open (every card known: exact where `max_nodes`
    allows, else proven bounds), and with `worlds` from the acting seat's own view (the mean over worlds
    consistent with what it knew, drawn from `seed`, each analysed open). The largest mistakes come
    first in `mistakes`, each with the better action. `open_from` `last_draw` (the default) reviews the
    positions once the stock is gone; `start` every position. Perfect play: the analysed seat's side
    maximises its points minus the points of every other side together, and every other seat minimises
    that (with two sides, each side maximises its points minus the other's). Among lines with the same
    difference, the one reported is the one where the analysed side's own total is highest against
    opponents that keep it lowest; with more than two sides, where such lines may share the other sides'
    points differently, the first of them in the order the actions are listed, at every step. An illegal
    record is a 422 (ILLEGAL_ACTION); a `max_nodes` or `worlds` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | Review]
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
    body: ReviewRequest,
    accept_language: str | Unset = UNSET,
) -> Problem | Review | None:
    """Review every action of a recorded hand

     For each action of the record whose seat was the seat to act and had a choice: its cost in points of
    difference against the best action at that point, open (every card known: exact where `max_nodes`
    allows, else proven bounds), and with `worlds` from the acting seat's own view (the mean over worlds
    consistent with what it knew, drawn from `seed`, each analysed open). The largest mistakes come
    first in `mistakes`, each with the better action. `open_from` `last_draw` (the default) reviews the
    positions once the stock is gone; `start` every position. Perfect play: the analysed seat's side
    maximises its points minus the points of every other side together, and every other seat minimises
    that (with two sides, each side maximises its points minus the other's). Among lines with the same
    difference, the one reported is the one where the analysed side's own total is highest against
    opponents that keep it lowest; with more than two sides, where such lines may share the other sides'
    points differently, the first of them in the order the actions are listed, at every step. An illegal
    record is a 422 (ILLEGAL_ACTION); a `max_nodes` or `worlds` past its bound a 422 naming the bound.

    Args:
        accept_language (str | Unset):
        body (ReviewRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | Review
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
