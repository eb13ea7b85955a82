"""``boardlab sentences`` and ``boardlab replay`` of a sentence file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from boardlab.cli import app
from boardlab.sentences import CATALOGUE, KEY, encode

runner = CliRunner()
COMET_RECORD = '[Game "comet"]\n[Goal "squares-in-line"]\n\n[prime-S, prime-S]\n'


def run(*args: str, input: str | None = None):  # type: ignore[no-untyped-def]
    return runner.invoke(app, list(args), input=input)


def test_languages_lists_code_name_and_direction() -> None:
    result = run("sentences", "languages", "--json")
    listing = json.loads(result.stdout)
    assert result.exit_code == 0 and len(listing) >= 8
    assert all(set(entry) == {"code", "name", "direction"} for entry in listing)
    assert {"code": "de", "name": "Deutsch", "direction": "ltr"} in listing
    assert next(e for e in listing if e["code"] == "ar")["direction"] == "rtl"


@pytest.mark.parametrize("lang", ["en", "ru", "ja"])
def test_list_gives_every_sentence_with_typed_parameters_and_text(lang: str) -> None:
    result = run("sentences", "list", "--lang", lang, "--json")
    listing = json.loads(result.stdout)
    assert [entry["number"] for entry in listing] == list(CATALOGUE)
    first = listing[0]
    assert first["parameters"] == [] and first["text"]
    by_number = {entry["number"]: entry for entry in listing}
    assert by_number[118]["parameters"] == [{"name": "piece", "type": "piece"}, {"name": "square", "type": "square"}]
    assert "{square}" in by_number[118]["text"] and "{piece}" in by_number[118]["text"]
    if lang == "en":
        assert by_number[118]["text"] == "{piece} is on {square}."


def test_list_refuses_a_language_we_do_not_have() -> None:
    result = run("sentences", "list", "--lang", "xx", "--json")
    assert result.exit_code == 2 and "no dictionary" in json.loads(result.stdout)["error"]


def test_encode_prints_only_the_text_and_a_newline() -> None:
    result = run("sentences", "encode", "118", "7", "e5")
    assert result.exit_code == 0 and result.stdout == encode(118, 7, "e5") + "\n"
    assert run("sentences", "encode", "1").stdout == KEY + "1\u2604\u0302\u20e2\n"


@pytest.mark.parametrize("args, words", [
    (["99999"], "unknown sentence 99999"),
    (["118", "7"], "takes 2 parameters"),
    (["118", "10", "e5"], "a piece is one of"),
    (["\u0661\u0661\u0668"], "digits of another script"),
    (["x1"], "not a number"),
])
def test_encode_errors_are_one_line(args: list[str], words: str) -> None:
    result = run("sentences", "encode", *args)
    assert result.exit_code == 2 and words in result.stderr and result.stdout == ""


def test_decode_renders_in_the_language_and_keeps_other_text() -> None:
    text = "Hi " + encode(1) + " and " + encode(111, "prime-E") + " \u2604 e\u0302\n"
    assert run("sentences", "decode", input=text).stdout == "Hi Hello! and Move all prime-numbered pieces east. \u2604 e\u0302\n"
    german = run("sentences", "decode", "--lang", "de", "-", input=text).stdout
    assert german.startswith("Hi Hallo! and Zieh alle Steine")


def test_decode_json_gives_numbers_parameters_and_code_point_offsets(tmp_path: Path) -> None:
    text = "\u00e4\u00f6 " + encode(118, 7, "e5") + encode(3)
    path = tmp_path / "t.txt"
    path.write_text(text, encoding="utf-8")
    found = json.loads(run("sentences", "decode", "--json", str(path)).stdout)
    assert found == [{"number": 118, "parameters": ["7", "e5"], "start": 3, "end": 3 + len(encode(118, 7, "e5"))},
                     {"number": 3, "parameters": [], "start": 3 + len(encode(118, 7, "e5")), "end": len(text)}]
    for entry in found:
        assert text[entry["start"]:entry["end"]].startswith(KEY)


def test_decode_errors_name_the_position_and_exit_2() -> None:
    text = "ab " + KEY + "10|x" + "\u2604\u0302\u20e2"
    result = run("sentences", "decode", input=text)
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.strip().splitlines() == ["error: sentence 10 takes no parameters, got 1 at position 10"]
    json_result = run("sentences", "decode", "--json", input=text)
    assert json_result.exit_code == 2
    assert json.loads(json_result.stdout) == {"error": "sentence 10 takes no parameters, got 1 at position 10"}


def test_decode_lenient_renders_malformed_and_unknown_sentences_as_display_does() -> None:
    text = "a " + KEY + "987654" + "\u2604\u0302\u20e2" + " b " + KEY + "c"
    result = run("sentences", "decode", "--lenient", input=text)
    assert result.exit_code == 0
    assert result.stdout == "a [987654: unknown sentence 987654] b [malformed sentence]c"
    found = json.loads(run("sentences", "decode", "--lenient", "--json", input=text).stdout)
    assert [entry["problem"] for entry in found] == ["unknown-number", "no-end-mark"]


def test_export_and_replay_a_sentence_file(tmp_path: Path) -> None:
    record = tmp_path / "game.txt"
    record.write_text(COMET_RECORD, encoding="utf-8")
    exported = run("sentences", "export", str(record))
    assert exported.exit_code == 0 and exported.stdout.startswith(encode(103, "line(2, 5, 8)"))
    sentences = tmp_path / "game.sentences"
    sentences.write_text(exported.stdout, encoding="utf-8")
    replayed = run("replay", str(sentences), "--json")
    document = json.loads(replayed.stdout)
    assert document["valid"] and document["moves"] == ["prime-S", "prime-S"] and document["result"] == "solved"
    broken = exported.stdout.replace(encode(141, "p2", "prime-S"), encode(141, "p1", "prime-S"))
    sentences.write_text(broken, encoding="utf-8")
    refused = run("replay", str(sentences), "--json")
    assert refused.exit_code == 1 and json.loads(refused.stdout)["valid"] is False


def test_export_refuses_other_games(tmp_path: Path) -> None:
    record = tmp_path / "c1.txt"
    record.write_text('[Game "c1"]\n\n[Cd1-d2]\n', encoding="utf-8")
    result = run("sentences", "export", str(record))
    assert result.exit_code == 2 and "only comet games" in result.stderr


def test_the_real_command_reads_standard_input_and_exits_2_on_error() -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    command = [sys.executable, "-m", "boardlab.cli", "sentences", "decode", "--lang", "ru"]
    good = subprocess.run(command, input=encode(3) + "\n", capture_output=True, text=True, env=env, encoding="utf-8")
    assert good.returncode == 0 and good.stdout == "Спасибо!\n"
    bad = subprocess.run(command, input="x" + KEY, capture_output=True, text=True, env=env, encoding="utf-8")
    assert bad.returncode == 2 and bad.stderr.strip() == "error: a sentence key with no end mark at position 1"


def test_the_command_line_loads_fluent_and_babel_only_when_rendering() -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    probe = ("import sys, boardlab, boardlab.sentences, boardlab.cli; boardlab.cli.app; "
             "print(sorted(m for m in ('fluent.runtime', 'babel') if m in sys.modules))")
    result = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env)
    assert result.stdout.strip() == "[]", result.stderr


def test_text_that_is_not_utf8_is_refused() -> None:
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[1] / "src")}
    command = [sys.executable, "-m", "boardlab.cli", "sentences", "decode"]
    result = subprocess.run(command, input=b"ab\xff\xfe", capture_output=True, env=env)
    assert result.returncode == 2 and b"not UTF-8" in result.stderr and result.stdout == b""
