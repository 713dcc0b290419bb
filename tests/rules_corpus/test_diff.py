"""Two editions compared rule by rule (rules_corpus.diff, plain Python)."""
from __future__ import annotations

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


def test_april_to_june_2026_finds_the_new_rules_and_the_renumbered_ones():
    """SOURCES.md's rough scan (601.5a and 601.6b removed, 601.7a and 601.8 added) read
    rule by rule: a new 601.5 went in, and 601.5 to 601.7 of April moved down a place
    with their subrules (checked against both texts); 701.50b moved to 701.50f."""
    def texts(name):
        return {r.number: r.text for r in parse_file(shared_cr(name)).rules}

    result = diff.compare(texts("MagicCompRules-20260417.txt"), texts("MagicCompRules-20260619.txt"))
    assert {"111.10w", "601.5", "700.16", "701.69", "702.193"} <= set(result.added)
    assert result.removed == []
    moves = {(m.before_number, m.after_number) for m in result.moved}
    assert {("601.5", "601.6"), ("601.5a", "601.6a"), ("601.6b", "601.7b"), ("601.7", "601.8"), ("701.50b", "701.50f")} <= moves
    assert {"205.3g", "205.3h", "505.1b"} <= {c.number for c in result.changed}


def test_a_number_reused_for_another_rule_is_a_removal_and_an_addition():
    old = {"506.4": "The subgame proceeds like a normal game. Randomly determine which player goes first."}
    new = {"506.4": "A permanent is removed from combat if it leaves the battlefield or if its controller changes."}
    result = diff.compare(old, new)
    assert result.removed == ["506.4"] and result.added == ["506.4"] and result.changed == []
