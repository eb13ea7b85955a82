"""Hypothesis: reading any Unicode text raises nothing but SentenceError, and round trips hold."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from boardlab.sentences import CATALOGUE, KEY, END, Sentence, SentenceError, decode, encode, scan, split
from boardlab.sentences.codec import MAX_SENTENCE
from boardlab.sentences.rendering import LANGUAGES, render_text

#: Pieces of text that make sentences, near-sentences and traps more likely than chance would.
FRAGMENTS = [KEY, END, "\u2604", "\u0302", "\u20e3", "\u20e2", "|", "\\", "\\|", "1", "0", "12", "111",
             "118|7|e5", "prime-E", "\u0661", "\uff13", "\u0301", "\u200b", "\n", "e", "adjacent(7, 9)", "99999"]
texts = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=8)), max_size=30).map("".join)
any_text = st.one_of(st.text(), texts)


@settings(max_examples=400, deadline=None)
@given(any_text)
def test_decoding_any_text_raises_only_its_own_error(text: str) -> None:
    try:
        found = decode(text)
    except SentenceError as error:
        assert error.position is not None and 0 <= error.position <= len(text)
        assert 0 <= error.start <= error.position <= error.end <= len(text)
    else:
        for sentence in found:
            assert text[sentence.start:sentence.end] == str(sentence)
            assert decode(str(sentence)) == [Sentence(sentence.number, sentence.parameters, 0, len(str(sentence)))]


@settings(max_examples=300, deadline=None)
@given(any_text)
def test_split_covers_the_text_exactly_in_order(text: str) -> None:
    rebuilt = []
    for piece in split(text):
        if isinstance(piece, str):
            assert KEY not in piece
            rebuilt.append(piece)
        elif isinstance(piece, Sentence):
            rebuilt.append(text[piece.start:piece.end])
        else:
            rebuilt.append(text[piece.start:piece.end])
    assert "".join(rebuilt) == text


@settings(max_examples=150, deadline=None)
@given(any_text, st.sampled_from(LANGUAGES))
def test_lenient_rendering_never_fails(text: str, language: str) -> None:
    shown = render_text(text, language)
    if KEY not in text:
        assert shown == text


_VALUES = {
    "piece": st.integers(1, 9), "pieces": st.sets(st.integers(1, 9), min_size=1),
    "count": st.integers(0, 10**6), "duration": st.integers(0, 10**5),
    "square": st.sampled_from(["a1", "e5", "i9", "b2.3"]), "direction": st.sampled_from("NSEW"),
    "move": st.text(st.characters(min_codepoint=33, max_codepoint=126), min_size=1, max_size=64),
}


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_encoded_sentences_round_trip_inside_text(data: st.DataObject) -> None:
    spec = data.draw(st.sampled_from([s for s in CATALOGUE.values()
                                      if all(p.type in _VALUES for p in s.parameters)]))
    values = [data.draw(_VALUES[p.type]) for p in spec.parameters]
    before, after = data.draw(st.text().filter(lambda t: KEY not in t)), data.draw(st.text().filter(lambda t: KEY not in t))
    encoded = encode(spec.number, *values)
    found = decode(before + encoded + after)
    assert [(s.number, s.start, s.end) for s in found] == [(spec.number, len(before), len(before) + len(encoded))]
    assert encode(spec.number, *found[0].parameters) == encoded


def test_pathological_inputs_finish() -> None:
    # many keys and no end mark, one huge unterminated sentence, endless parameters, lone comets
    for text in (KEY * 100_000, KEY + "1|" + "x" * 1_000_000, KEY + "311" + "|" * 300_000 + END,
                 "\u2604" * 500_000, (KEY + "1" + "\u2604") * 50_000, KEY + "311|" + "\\|" * 200_000 + END):
        items = list(scan(text))
        assert all(isinstance(i, (Sentence, SentenceError)) for i in items)
    assert [i.problem for i in scan(KEY + "311|" + "x" * MAX_SENTENCE + END)] == ["no-end-mark"]
