from rules_corpus.linking import GlossaryMatcher, render_linked_text
from rules_corpus.parser.model import Reference


def rule_url(number):
    return f"/rules/{number}"


def term_url(slug):
    return f"/glossary/#{slug}"


def test_reference_span_becomes_a_link_to_its_rule():
    text = "See rule 418.5, “Interaction.”"
    start = text.index("418.5")
    html = render_linked_text(text, [Reference("418.5", start, start + 5)], rule_url)
    assert '<a class="rule-ref" href="/rules/418.5" title="Rule 418.5">418.5</a>' in html


def test_text_around_links_is_escaped():
    text = "<script>alert(1)</script> see rule 100.1"
    start = text.index("100.1")
    html = render_linked_text(text, [Reference("100.1", start, start + 5)], rule_url)
    assert "<script>" not in html
    assert "&lt;script&gt;" in html


def test_range_links_its_first_rule_and_names_all_in_the_title():
    text = "rules 603.7d-f"
    start = text.index("603")
    refs = [Reference(t, start, len(text)) for t in ("603.7d", "603.7e", "603.7f")]
    html = render_linked_text(text, refs, rule_url)
    assert 'href="/rules/603.7d"' in html
    assert 'title="Rule 603.7d, 603.7e, 603.7f"' in html


def test_glossary_term_is_linked_once_per_text():
    matcher = GlossaryMatcher([("Mana Burn", "mana-burn")])
    html = render_linked_text("Mana burn hurts. More mana burn.", [], rule_url, matcher, term_url)
    assert html.count('href="/glossary/#mana-burn"') == 1


def test_glossary_term_matches_whole_words_only():
    matcher = GlossaryMatcher([("Tap", "tap")])
    html = render_linked_text("untapped and tapping", [], rule_url, matcher, term_url)
    assert "glossary-term" not in html


def test_glossary_link_never_lands_inside_a_rule_link():
    matcher = GlossaryMatcher([("Rule 4", "x")])
    text = "see 408.1 now"
    start = text.index("408.1")
    html = render_linked_text(text, [Reference("408.1", start, start + 5)], rule_url, matcher, term_url)
    assert html.count("<a ") == 1
