"""Two editions compared rule by rule (rules_corpus.diff, plain Python)."""
from __future__ import annotations

import datetime as dt

from rules_corpus import diff
from rules_corpus.parser import parse_file
from tests.conftest import shared_cr


def test_added_removed_and_changed_numbers_come_in_rules_order():
    old = {"100.1": "One.", "100.2": "Two.", "100.10": "Ten."}
    new = {"100.1": "One, changed.", "100.3": "A new rule about something else entirely.", "100.10": "Ten."}
    result = diff.compare(old, new)
    assert result.added == ["100.3"] and result.removed == ["100.2"]
    assert result.changed == [diff.Changed("100.1", "One.", "One, changed.")]


def test_a_text_under_a_new_number_is_a_move_not_a_removal_and_an_addition():
    text = "Whenever a player casts a spell, that player puts it on the stack and pays its costs."
    result = diff.compare({"601.6b": text}, {"601.7b": text.replace("pays", "then pays")})
    assert result.moved == [diff.Moved("601.6b", "601.7b", text, text.replace("pays", "then pays"))]
    assert result.added == [] and result.removed == []


def test_a_different_text_under_a_new_number_is_not_a_move():
    result = diff.compare({"100.2": "Each player needs a deck."}, {"100.3": "Sideboards hold fifteen cards at most."})
    assert result.moved == [] and result.added == ["100.3"] and result.removed == ["100.2"]


def test_word_diff_marks_the_words_taken_out_and_put_in_and_escapes_the_rest():
    before, after = diff.word_diff("Deal 2 damage to <target> creature.", "Deal 3 damage to <target> creature or player.")
    assert before == "Deal <del>2</del> damage to &lt;target&gt; creature."
    assert after == "Deal <ins>3</ins> damage to &lt;target&gt; creature<ins> or player</ins>."


def test_the_json_shape_is_added_removed_changed_with_number_before_after():
    data = diff.compare({"1": "a", "2": "b"}, {"1": "c", "3": "zzz qqq"}).as_json()
    assert data["added"] == ["3"] and data["removed"] == ["2"]
    assert data["changed"] == [{"number": "1", "before": "a", "after": "c"}]


def test_history_says_first_changed_new_moved_and_removed():
    days = [dt.date(2025, 11, 14), dt.date(2026, 4, 17), dt.date(2026, 6, 19), dt.date(2026, 8, 7)]
    events = diff.history(
        "601.7b",
        [(days[0], "a", None), (days[1], "b", "Pay."), (days[2], "c", "Pay it."), (days[3], "d", None)],
        moved_from={"b": "601.6b"},
    )
    assert [(e.kind, e.date) for e in events] == [("moved", days[1]), ("changed", days[2]), ("removed", days[3])]
    assert events[0].other == "601.6b" and events[1].after_html == "Pay<ins> it</ins>."


def test_april_to_june_2026_finds_the_new_rules_and_the_renumbered_601_6b():
    """SOURCES.md's rough scan: 111.10w, 601.7a, 700.16, 701.69, 702.193 added; 601.5a removed."""
    def texts(name):
        return {r.number: r.text for r in parse_file(shared_cr(name)).rules}

    result = diff.compare(texts("MagicCompRules-20260417.txt"), texts("MagicCompRules-20260619.txt"))
    assert {"111.10w", "601.7a", "601.8", "700.16", "701.69", "702.193"} <= set(result.added)
    assert result.removed == ["601.5a"]
    assert [(m.before_number, m.after_number) for m in result.moved] == [("601.6b", "601.7b")]
    assert {"205.3g", "205.3h", "505.1b"} <= {c.number for c in result.changed}


def test_history_says_where_a_text_moved_away_to():
    days = [dt.date(2026, 4, 17), dt.date(2026, 6, 19)]
    events = diff.history("601.6b", [(days[0], "a", "Pay."), (days[1], "b", None)], moved_to={"b": "601.7b"})
    assert [(e.kind, e.other) for e in events] == [("first", ""), ("moved_away", "601.7b")]
