from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.problem import Problem
from ...models.suggestions_batch import SuggestionsBatch
from ...models.suggestions_batch_request import SuggestionsBatchRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: SuggestionsBatchRequest,
    accept_language: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(accept_language, Unset):
        headers["Accept-Language"] = accept_language

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/batch/suggestions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Problem | SuggestionsBatch | None:
    if response.status_code == 207:
        response_207 = SuggestionsBatch.from_dict(response.json())

        return response_207

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
) -> Response[Problem | SuggestionsBatch]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuggestionsBatchRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | SuggestionsBatch]:
    """suggestAction, for many bodies at once

     Up to 1000 bodies of `suggestAction`, each answered as that operation answers it, in its own slot of
    a 207 Multi-Status answer: an item that cannot be answered gets its own problem (pointers into this
    body, such as `/items/3/hand/0`) and the others are still answered. The body limit is
    `TUTE_MAX_BATCH_BODY_BYTES` (1 MiB by default), and a batch asks for 2000 units of work at most:
    here an item counts 150, and 4 for each element of each list in it (a card of a hand, an action of a
    record, ...); over that it is a 413 `BODY_TOO_LARGE` naming the limit (`detail_params.limit`): split
    it into smaller batches. A `strong` item is a request of its own (its search costs more than a batch
    may): a batch holding one is a 413 naming it.

    Args:
        accept_language (str | Unset):
        body (SuggestionsBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuggestionsBatch]
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
    body: SuggestionsBatchRequest,
    accept_language: str | Unset = UNSET,
) -> Problem | SuggestionsBatch | None:
    """suggestAction, for many bodies at once

     Up to 1000 bodies of `suggestAction`, each answered as that operation answers it, in its own slot of
    a 207 Multi-Status answer: an item that cannot be answered gets its own problem (pointers into this
    body, such as `/items/3/hand/0`) and the others are still answered. The body limit is
    `TUTE_MAX_BATCH_BODY_BYTES` (1 MiB by default), and a batch asks for 2000 units of work at most:
    here an item counts 150, and 4 for each element of each list in it (a card of a hand, an action of a
    record, ...); over that it is a 413 `BODY_TOO_LARGE` naming the limit (`detail_params.limit`): split
    it into smaller batches. A `strong` item is a request of its own (its search costs more than a batch
    may): a batch holding one is a 413 naming it.

    Args:
        accept_language (str | Unset):
        body (SuggestionsBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuggestionsBatch
    """

    return sync_detailed(
        client=client,
        body=body,
        accept_language=accept_language,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: SuggestionsBatchRequest,
    accept_language: str | Unset = UNSET,
) -> Response[Problem | SuggestionsBatch]:
    """suggestAction, for many bodies at once

     Up to 1000 bodies of `suggestAction`, each answered as that operation answers it, in its own slot of
    a 207 Multi-Status answer: an item that cannot be answered gets its own problem (pointers into this
    body, such as `/items/3/hand/0`) and the others are still answered. The body limit is
    `TUTE_MAX_BATCH_BODY_BYTES` (1 MiB by default), and a batch asks for 2000 units of work at most:
    here an item counts 150, and 4 for each element of each list in it (a card of a hand, an action of a
    record, ...); over that it is a 413 `BODY_TOO_LARGE` naming the limit (`detail_params.limit`): split
    it into smaller batches. A `strong` item is a request of its own (its search costs more than a batch
    may): a batch holding one is a 413 naming it.

    Args:
        accept_language (str | Unset):
        body (SuggestionsBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Problem | SuggestionsBatch]
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
    body: SuggestionsBatchRequest,
    accept_language: str | Unset = UNSET,
) -> Problem | SuggestionsBatch | None:
    """suggestAction, for many bodies at once

     Up to 1000 bodies of `suggestAction`, each answered as that operation answers it, in its own slot of
    a 207 Multi-Status answer: an item that cannot be answered gets its own problem (pointers into this
    body, such as `/items/3/hand/0`) and the others are still answered. The body limit is
    `TUTE_MAX_BATCH_BODY_BYTES` (1 MiB by default), and a batch asks for 2000 units of work at most:
    here an item counts 150, and 4 for each element of each list in it (a card of a hand, an action of a
    record, ...); over that it is a 413 `BODY_TOO_LARGE` naming the limit (`detail_params.limit`): split
    it into smaller batches. A `strong` item is a request of its own (its search costs more than a batch
    may): a batch holding one is a 413 naming it.

    Args:
        accept_language (str | Unset):
        body (SuggestionsBatchRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Problem | SuggestionsBatch
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            accept_language=accept_language,
        )
    ).parsed
