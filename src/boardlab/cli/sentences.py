"""``boardlab sentences``: comet circumflex sentences on the command line.

languages, list, encode, decode and export (docs/sentences.md). The sentences (which load the
comet engine and numpy), Fluent and Babel are imported inside the commands that use them, so that starting ``boardlab`` stays as quick as before.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from boardlab.cli.common import JsonOpt, app, fail, out, print_json
from boardlab.core.errors import BoardlabError

sentences_app = typer.Typer(name="sentences", no_args_is_help=True, add_completion=False, rich_markup_mode=None,
                            help="Comet circumflex sentences: list, encode, decode, export games.")
app.add_typer(sentences_app, name="sentences")

LangOpt = Annotated[str, typer.Option("--lang", "-l", help="The reader's language code (see 'sentences languages').")]


@sentences_app.command("languages")
def languages_command(json: JsonOpt = False) -> None:
    """List the languages with a dictionary: code, name in itself, writing direction."""
    from boardlab.sentences.rendering import languages

    listing = languages()
    if json:
        print_json(listing)
        return
    for entry in listing:
        out.print(f"{entry['code']}\t{entry['name']}\t{entry['direction']}", markup=False)


@sentences_app.command("list")
def list_command(lang: LangOpt = "en", json: JsonOpt = False) -> None:
    """List every sentence of the catalogue with its parameters and its text in LANG.

    The text comes from LANG's own dictionary, parameters shown as {name}; a sentence missing
    from it is an error here (display falls back to English instead).
    """
    from boardlab.sentences.catalogue import CATALOGUE
    from boardlab.sentences.rendering import template

    listing = [{"number": spec.number, "parameters": [{"name": p.name, "type": p.type} for p in spec.parameters],
                "text": template(spec.number, lang)} for spec in CATALOGUE.values()]
    if json:
        print_json(listing)
        return
    for entry in listing:
        out.print(f"{entry['number']}\t{entry['text']}", markup=False)


@sentences_app.command("encode")
def encode_command(number: Annotated[str, typer.Argument(help="The sentence number, ASCII digits.")],
                   parameters: Annotated[Optional[list[str]], typer.Argument(
                       metavar="[PARAM]...", help="Its parameters, in order.", show_default=False)] = None) -> None:
    """Print the encoded text of sentence NUMBER with its parameters, and a newline."""
    from boardlab.sentences.codec import encode
    from boardlab.sentences.errors import SentenceError

    if not (number.isascii() and number.isdigit()):
        problem = "uses digits of another script" if number.isdecimal() else "is not a number"
        fail(f"the sentence number {number!r} {problem}: write ASCII digits 0-9")
    try:
        text = encode(int(number), *(parameters or []))
    except SentenceError as error:
        fail(str(error))
    sys.stdout.write(text + "\n")


@sentences_app.command("decode")
def decode_command(file: Annotated[Optional[str], typer.Argument(
                       metavar="[FILE]", help="The text to read ('-' or nothing: standard input).")] = None,
                   lang: LangOpt = "en", json: JsonOpt = False,
                   lenient: Annotated[bool, typer.Option(
                       "--lenient", help="Show malformed sentences as display does instead of failing.")] = False
                   ) -> None:
    """Print the text with every sentence rendered in LANG, or (--json) the sentences found.

    A malformed sentence is an error naming its position (exit code 2) unless --lenient.
    """
    from boardlab.sentences.errors import SentenceError

    text = _read_text(file)
    if json:
        print_json(_found(text, lenient))
        return
    from boardlab.sentences.rendering import render_text

    try:
        sys.stdout.write(render_text(text, lang, lenient=lenient))
    except SentenceError as error:
        fail(str(error))


def _found(text: str, lenient: bool) -> list[dict[str, Any]]:
    """The sentences of ``text`` as JSON; a malformed one fails unless ``lenient``."""
    from boardlab.sentences.codec import Sentence, scan

    found: list[dict[str, Any]] = []
    for item in scan(text):
        if isinstance(item, Sentence):
            found.append({"number": item.number, "parameters": list(item.parameters),
                          "start": item.start, "end": item.end})
        elif not lenient:
            fail(str(item))
        else:
            found.append({"error": str(item), "problem": item.problem, "position": item.position,
                          "start": item.start, "end": item.end})
    return found


@sentences_app.command("export")
def export_command(record: Annotated[str, typer.Argument(metavar="RECORD",
                                                         help="A comet record file ('-' for standard input).")]
                   ) -> None:
    """Write a comet game record as sentences: its rules, each grand move and what it did, its result."""
    from boardlab.core.records import read
    from boardlab.sentences.comet import write_game

    text = _read_text(record)
    try:
        sys.stdout.write(write_game(read(text)))
    except BoardlabError as error:
        fail(str(error))


def _read_text(file: str | None) -> str:
    try:
        if file is None or file == "-":  # bytes, decoded strictly: no surrogates slip through
            stream = getattr(sys.stdin, "buffer", None)
            return stream.read().decode("utf-8") if stream is not None else sys.stdin.read()
        return Path(file).read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        fail(f"cannot read {file or 'standard input'}: not UTF-8 text ({error.reason} at byte {error.start})")
    except OSError as error:
        fail(f"cannot read {file}: {error.strerror or error}")
