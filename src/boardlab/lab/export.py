"""Exporting a results file for pandas, DuckDB or a spreadsheet: CSV or Parquet, one row per
game, or (``steps``) one row per step of every game.

The games table has the results file's columns, with the options and counters spread into
``option_<name>`` and ``counter_<name>`` columns (a counter a game did not raise is 0) and the
per-step lists left out; the steps table has ``task, ply, mover, legal, evaluation, kind``.
Rows are streamed in batches, so an export of a long run needs little memory.
"""

from __future__ import annotations

import csv
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from boardlab.core.errors import InvalidOption
from boardlab.lab.store import LabGame, ResultsStore

FORMATS = ("csv", "parquet")
_BATCH = 1000
_GAME_COLUMNS = ("task", "game", "agent_a", "agent_b", "spec_a", "spec_b", "number", "seed", "a_seat", "first_seat",
                 "winner", "reason", "unfinished", "score_a", "plies", "seconds", "record")
STEP_COLUMNS = ("task", "ply", "mover", "legal", "evaluation", "kind")


def game_columns(store: ResultsStore) -> list[str]:
    """The columns of the games table: fixed ones, then each option and counter that occurs."""
    options: dict[str, None] = {}
    counters: dict[str, None] = {}
    for game in store.games():
        options.update(dict.fromkeys(game.options))
        counters.update(dict.fromkeys(game.counters))
    return [*_GAME_COLUMNS, *(f"option_{name}" for name in options), *(f"counter_{name}" for name in sorted(counters))]


def game_rows(store: ResultsStore, columns: list[str]) -> Iterator[dict[str, Any]]:
    for game in store.games():
        row: dict[str, Any] = {name: getattr(game, name) for name in _GAME_COLUMNS}
        row.update({f"option_{name}": value for name, value in game.options.items()})
        row.update({column: game.counters.get(column[8:], 0) for column in columns if column.startswith("counter_")})
        yield {column: row.get(column) for column in columns}


def step_rows(store: ResultsStore) -> Iterator[dict[str, Any]]:
    for game in store.games():
        yield from _steps(game)


def _steps(game: LabGame) -> Iterator[dict[str, Any]]:
    for ply, (mover, legal, value, kind) in enumerate(zip(game.movers, game.legal, game.evals, game.kinds)):
        yield {"task": game.task, "ply": ply, "mover": mover, "legal": legal, "evaluation": value, "kind": kind}


def export(store: ResultsStore, target: Path, fmt: str = "csv", steps: bool = False) -> int:
    """Write the games (or steps) of ``store`` to ``target`` as CSV or Parquet; the rows written."""
    if fmt not in FORMATS:
        raise InvalidOption(f"unknown export format {fmt!r}; use one of {', '.join(FORMATS)}")
    columns = list(STEP_COLUMNS) if steps else game_columns(store)
    rows = step_rows(store) if steps else game_rows(store, columns)
    if fmt == "csv":
        return _write_csv(target, columns, rows)
    return _write_parquet(target, columns, rows)


def _write_csv(target: Path, columns: list[str], rows: Iterator[dict[str, Any]]) -> int:
    count = 0
    with target.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, columns)
        writer.writeheader()
        for row in rows:
            writer.writerow({key: json.dumps(value) if isinstance(value, (dict, list)) else value
                             for key, value in row.items()})
            count += 1
    return count


def _write_parquet(target: Path, columns: list[str], rows: Iterator[dict[str, Any]]) -> int:
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        raise InvalidOption("Parquet export needs pyarrow: pip install 'boardlab[parquet]'") from None
    batch: list[dict[str, Any]] = []
    count = 0
    writer = None
    schema = None
    try:
        for row in rows:
            batch.append(row)
            if len(batch) == _BATCH:
                writer, schema = _flush(pa, pq, target, columns, batch, writer, schema)
                count += len(batch)
                batch = []
        if batch or writer is None:
            writer, schema = _flush(pa, pq, target, columns, batch, writer, schema)
            count += len(batch)
    finally:
        if writer is not None:
            writer.close()
    return count


def _flush(pa: Any, pq: Any, target: Path, columns: list[str], batch: list[dict[str, Any]], writer: Any,
           schema: Any) -> tuple[Any, Any]:
    """Write one batch; the first batch fixes the schema (options keep their types)."""
    table = pa.Table.from_pylist(batch, schema=schema) if schema is not None else pa.Table.from_pylist(
        batch, schema=_schema(pa, columns, batch))
    if writer is None:
        writer = pq.ParquetWriter(str(target), table.schema)
    writer.write_table(table)
    return writer, table.schema


def _schema(pa: Any, columns: list[str], batch: list[dict[str, Any]]) -> Any:
    known = {"task": pa.string(), "ply": pa.int64(), "mover": pa.string(), "legal": pa.int64(),
             "evaluation": pa.float64(), "kind": pa.string(), "number": pa.int64(), "seed": pa.int64(),
             "unfinished": pa.bool_(), "score_a": pa.float64(), "plies": pa.int64(), "seconds": pa.float64()}
    fields = []
    for column in columns:
        if column in known:
            kind = known[column]
        elif column.startswith("counter_"):
            kind = pa.int64()
        elif column.startswith("option_"):
            sample = next((row[column] for row in batch if row.get(column) is not None), "")
            kind = pa.bool_() if isinstance(sample, bool) else pa.int64() if isinstance(sample, int) else pa.string()
        else:
            kind = pa.string()
        fields.append(pa.field(column, kind))
    return pa.schema(fields)


__all__ = ["FORMATS", "STEP_COLUMNS", "export", "game_columns"]
