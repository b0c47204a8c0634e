from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.declaration_question import DeclarationQuestion
from ...models.declaration_verdict import DeclarationVerdict
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DeclarationQuestion,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/declaration-verdicts",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> DeclarationVerdict | Problem | None:
    if response.status_code == 200:
        response_200 = DeclarationVerdict.from_dict(response.json())

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
) -> Response[DeclarationVerdict | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeclarationQuestion,
    accept_language: str | Unset = UNSET,
) -> Response[DeclarationVerdict | Problem]:
    """Judge one declaration

     Says whether `seat` may make `declaration` now. A refused declaration is a 200 verdict with `legal:
    false` and a stable `code` (NO_TRICK_WON, PAIR_NOT_HELD, WINDOW_CLOSED, SUIT_ALREADY_DECLARED,
    ONE_PER_TRICK, TRUMP_MARRIAGE_FIRST, TURN_UP_NOT_EXCHANGEABLE, ...); an allowed one comes with its
    effect. A moment that cannot occur (a card twice, a hand size that does not fit the stage, a stock
    size, turn-up, last trick winner or earlier declaration that contradicts the rest, a seat not at the
    table) is a 422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (DeclarationQuestion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclarationVerdict | Problem]
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
    body: DeclarationQuestion,
    accept_language: str | Unset = UNSET,
) -> DeclarationVerdict | Problem | None:
    """Judge one declaration

     Says whether `seat` may make `declaration` now. A refused declaration is a 200 verdict with `legal:
    false` and a stable `code` (NO_TRICK_WON, PAIR_NOT_HELD, WINDOW_CLOSED, SUIT_ALREADY_DECLARED,
    ONE_PER_TRICK, TRUMP_MARRIAGE_FIRST, TURN_UP_NOT_EXCHANGEABLE, ...); an allowed one comes with its
    effect. A moment that cannot occur (a card twice, a hand size that does not fit the stage, a stock
    size, turn-up, last trick winner or earlier declaration that contradicts the rest, a seat not at the
    table) is a 422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (DeclarationQuestion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclarationVerdict | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DeclarationQuestion,
    accept_language: str | Unset = UNSET,
) -> Response[DeclarationVerdict | Problem]:
    """Judge one declaration

     Says whether `seat` may make `declaration` now. A refused declaration is a 200 verdict with `legal:
    false` and a stable `code` (NO_TRICK_WON, PAIR_NOT_HELD, WINDOW_CLOSED, SUIT_ALREADY_DECLARED,
    ONE_PER_TRICK, TRUMP_MARRIAGE_FIRST, TURN_UP_NOT_EXCHANGEABLE, ...); an allowed one comes with its
    effect. A moment that cannot occur (a card twice, a hand size that does not fit the stage, a stock
    size, turn-up, last trick winner or earlier declaration that contradicts the rest, a seat not at the
    table) is a 422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (DeclarationQuestion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[DeclarationVerdict | Problem]
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
    body: DeclarationQuestion,
    accept_language: str | Unset = UNSET,
) -> DeclarationVerdict | Problem | None:
    """Judge one declaration

     Says whether `seat` may make `declaration` now. A refused declaration is a 200 verdict with `legal:
    false` and a stable `code` (NO_TRICK_WON, PAIR_NOT_HELD, WINDOW_CLOSED, SUIT_ALREADY_DECLARED,
    ONE_PER_TRICK, TRUMP_MARRIAGE_FIRST, TURN_UP_NOT_EXCHANGEABLE, ...); an allowed one comes with its
    effect. A moment that cannot occur (a card twice, a hand size that does not fit the stage, a stock
    size, turn-up, last trick winner or earlier declaration that contradicts the rest, a seat not at the
    table) is a 422 listing every problem.

    Args:
        accept_language (str | Unset):
        body (DeclarationQuestion):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        DeclarationVerdict | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
