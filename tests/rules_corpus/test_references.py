"""Cross-reference extraction: what is a citation, what only looks like a number."""
from __future__ import annotations

from rules_corpus.parser import (
    GlossaryEntry,
    ParsedCorpus,
    Reference,
    Rule,
    attach_references,
    extract_references,
)
from rules_corpus.parser.model import RULE


def cited(text: str) -> list[tuple[str, str]]:
    """(target, the text its span covers) for each reference found."""
    return [(ref.target, text[ref.start : ref.end]) for ref in extract_references(text)]


def test_see_rule_with_a_final_period():
    assert cited("See rule 603.6.") == [("603.6", "603.6")]


def test_section_number_followed_by_its_title():
    assert cited("rule 903, “Commander.”") == [("903", "903")]


def test_letter_range_with_an_en_dash_expands_each_letter():
    text = "see rules 603.7d–f."
    span = "603.7d–f"
    assert cited(text) == [("603.7d", span), ("603.7e", span), ("603.7f", span)]


def test_letter_range_with_a_hyphen():
    assert [target for target, _ in cited("rules 603.7d-f")] == ["603.7d", "603.7e", "603.7f"]


def test_letter_range_skips_l_and_o():
    targets = [target for target, _ in cited("the steps in 608.2c–n are completed")]
    assert targets == ["608.2c", "608.2d", "608.2e", "608.2f", "608.2g", "608.2h", "608.2i", "608.2j", "608.2k", "608.2m", "608.2n"]


def test_number_range_without_a_cue_word():
    assert cited("119.7-8") == [("119.7", "119.7-8"), ("119.8", "119.7-8")]


def test_number_range_after_rules():
    assert cited("(see rules 119.7–8)") == [("119.7", "119.7–8"), ("119.8", "119.7–8")]


def test_full_number_range():
    targets = [target for target, _ in cited("See rules 903.6–903.11.")]
    assert targets == ["903.6", "903.7", "903.8", "903.9", "903.10", "903.11"]


def test_list_of_ranges_and_numbers():
    text = "This follows rules 701.27a–f, 712.9–10, and 712.18."
    found = cited(text)
    assert [target for target, _ in found] == [
        "701.27a", "701.27b", "701.27c", "701.27d", "701.27e", "701.27f", "712.9", "712.10", "712.18",
    ]
    assert found[6][1] == "712.9–10"
    assert found[-1][1] == "712.18"


def test_section_cites_a_chapter():
    assert cited("See section 8, “Multiplayer Rules.”") == [("8", "8")]


def test_old_style_section_title_without_final_period():
    assert cited('See rule 420, "State-Based Effects"') == [("420", "420")]


def test_lower_case_see_rule():
    assert cited("this is checked (see rule 314.3)") == [("314.3", "314.3")]


def test_bare_number_after_see():
    assert cited("See 408.2.") == [("408.2", "408.2")]


def test_bare_section_after_see():
    assert cited("is a state-based action. See 704.") == [("704", "704")]


def test_two_rules_joined_by_and():
    assert cited("rules 502.5 and 502.6") == [("502.5", "502.5"), ("502.6", "502.6")]


def test_two_sections_joined_by_and():
    assert cited("See rules 614 and 615.") == [("614", "614"), ("615", "615")]


def test_list_with_quoted_titles_between_items():
    text = "See rules 701.42, “Meld,” and 730, “Merging with Permanents.”"
    assert [target for target, _ in cited(text)] == ["701.42", "730"]


def test_parenthesised_see_rule():
    assert cited("(see rule 408.2d)") == [("408.2d", "408.2d")]


def test_span_covers_the_number_only():
    text = "See rule 603.6."
    (ref,) = extract_references(text)
    assert (ref.start, ref.end) == (9, 14)


def test_exact_card_count_is_not_a_reference():
    assert cited("A Commander deck must contain exactly 100 cards.") == []


def test_thousands_are_not_a_reference():
    assert cited("the game is a draw if 999,999 loops happen") == []


def test_life_total_is_not_a_reference():
    assert cited("each player starts with 20 life") == []


def test_power_and_toughness_are_not_a_reference():
    assert cited("create a 1/1 white Soldier creature token") == []


def test_price_is_not_a_reference():
    assert cited("a booster costs $2.50, a box $100.50") == []


def test_dates_and_years_are_not_references():
    assert cited("These rules are effective as of February 1, 2007. ©1993–2026 Wizards") == []


def test_a_small_number_after_rule_is_not_a_chapter():
    assert cited("as rule 8 says") == []


def test_a_count_after_see_is_not_a_reference():
    assert cited("you see 100 cards") == []


def test_phone_number_is_not_a_reference():
    assert cited("Tel: +32.70.233.277") == []


def test_702_6_never_matches_inside_702_60():
    assert cited("See rule 702.60.") == [("702.60", "702.60")]
    assert cited("702.6 and 702.60") == [("702.6", "702.6"), ("702.60", "702.60")]


def test_a_number_cited_twice_is_found_twice():
    assert [ref.target for ref in extract_references("See 601.2. Then see 601.2 again.")] == ["601.2", "601.2"]


def test_backwards_range_cites_only_its_first_number():
    assert cited("rules 601.2h–c") == [("601.2h", "601.2h")]


def test_upper_case_letter_is_made_canonical():
    assert cited("See rule 408.1C.") == [("408.1c", "408.1C")]


def corpus_with(text: str, examples: list[str], glossary_text: str) -> ParsedCorpus:
    rule = Rule(number="101.1", kind=RULE, text=text, examples=examples)
    entry = GlossaryEntry(term="Turn", text=glossary_text)
    return ParsedCorpus(name="test", effective_date=None, rules=[rule], glossary=[entry])


def test_attach_lists_every_citation_in_order_with_its_span():
    corpus = corpus_with("See rule 603.6. Also rule 603.6 and 603.7.", [], "")
    attach_references(corpus)
    assert [ref.target for ref in corpus.rules[0].references] == ["603.6", "603.6", "603.7"]
    assert corpus.rules[0].references[:2] == [Reference("603.6", 9, 14), Reference("603.6", 26, 31)]


def test_attach_keeps_one_list_per_example():
    corpus = corpus_with("No citation here.", ["See rule 500.1.", "Nothing.", "rules 119.7–8"], "")
    attach_references(corpus)
    assert corpus.rules[0].references == []
    assert [[ref.target for ref in group] for group in corpus.rules[0].example_references] == [
        ["500.1"], [], ["119.7", "119.8"],
    ]


def test_attach_fills_glossary_references():
    corpus = corpus_with("", [], "A turn has phases. See section 5, “Turn Structure.”")
    attach_references(corpus)
    assert [ref.target for ref in corpus.glossary[0].references] == ["5"]


def test_attach_twice_changes_nothing():
    corpus = corpus_with("See rules 603.7d–f.", ["See 408.2."], "See rule 101.")
    attach_references(corpus)
    first = (list(corpus.rules[0].references), list(corpus.rules[0].example_references), list(corpus.glossary[0].references))
    attach_references(corpus)
    assert (corpus.rules[0].references, corpus.rules[0].example_references, corpus.glossary[0].references) == first


from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

pieces = st.sampled_from(
    ["rule", "rules", "see", "section", " ", ", ", " and ", ".", "–", "-", "/", "$", "“", "”", "(", ")",
     "100", "702.6", "702.60", "603.7d", "f", "8", "20", "1", "999,999", "2.50", "2007", "cards", "life"]
)


@given(st.lists(pieces, max_size=25).map("".join))
def test_a_reference_span_is_a_whole_number_never_part_of_one(text):
    for ref in extract_references(text):
        span = text[ref.start : ref.end]
        assert span[0].isdigit()
        assert ref.start == 0 or not (text[ref.start - 1].isdigit() or text[ref.start - 1] == ".")
        assert ref.end == len(text) or not text[ref.end].isalnum()
        assert ref.target.split(".")[0] == span.split(".")[0].split("–")[0].split("-")[0]
