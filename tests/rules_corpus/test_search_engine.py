"""rules_corpus.search on its own: plain documents in, ranked hits out (no Django)."""
import pytest

from rules_corpus import search
from rules_corpus.search import SourceGlossaryEntry, SourceRule


def rule(number, text, kind=None, title="", parent="", examples=()):
    if kind is None:
        kind = "section" if "." not in number else ("subrule" if number[-1].isalpha() else "rule")
    return SourceRule(number, kind, title, text, parent, list(examples))


# A few 2007-style rules beside a few modern-style ones, so the same index can
# show that each edition's words find the other's.
RULES = [
    rule("4", "Spells, Abilities, and Effects", kind="chapter", title="Spells, Abilities, and Effects"),
    rule("408", "Timing of Spells and Abilities", title="Timing of Spells and Abilities", parent="4"),
    rule("408.1", "Timing, Priority, and the Stack", title="Timing, Priority, and the Stack", parent="408"),
    rule(
        "408.1d",
        "A player may play an instant spell or an activated ability any time he or she has priority.",
        parent="408.1",
    ),
    rule(
        "408.2k",
        "A player who has a card with suspend in his or her hand may remove that card from the game. "
        "This is a special action.",
        parent="408",
    ),
    rule(
        "408.2g",
        "Game actions don't use the stack. The game actions are untapping during the untap step, "
        "and mana burn as each phase ends (see rule 300.3).",
        parent="408",
    ),
    rule("420", "State-Based Effects", title="State-Based Effects", parent="4"),
    rule(
        "420.5c",
        "A creature with toughness 0 or less is put into its owner's graveyard.",
        parent="420",
        examples=["A 2/2 creature that gets -2/-2 is put into its owner's graveyard."],
    ),
    rule(
        "420.5d",
        "A permanent that comes into play with no counters is not affected. See rule 408.1d.",
        parent="420",
    ),
    rule("409", "Playing Spells and Activated Abilities", title="Playing Spells and Activated Abilities", parent="4"),
    rule(
        "409.1a",
        "The player announces that he or she is playing the spell. It moves to the stack.",
        parent="409",
    ),
]
GLOSSARY = [
    SourceGlossaryEntry("Removed from the Game", "removed-from-the-game", "Old wording for exile. See rule 408.2k."),
]


@pytest.fixture(scope="module")
def index_dir(tmp_path_factory):
    folder = tmp_path_factory.mktemp("engine") / "corpus-1"
    search.build_index(folder, search.make_documents(RULES, GLOSSARY))
    return folder


def numbers(results):
    return [hit.number or hit.slug for hit in results.hits]


@pytest.mark.parametrize(
    "query", ["409.1a", "rule 409.1a", "409.1a.", "R 409.1a", "r409.1A", "CR 409.1a", "§409.1a"]
)
def test_rule_number_queries_are_recognised(query):
    assert search.rule_number_in(query) == "409.1a"


@pytest.mark.parametrize("query", ["409.1a announce", "rules about 409", "0/0 creature", "priority", ""])
def test_words_are_not_a_rule_number(query):
    assert search.rule_number_in(query) is None


def test_rule_number_query_puts_that_rule_first(index_dir):
    assert numbers(search.search(index_dir, "rule 409.1a"))[0] == "409.1a"


def test_section_number_lists_the_section_then_its_rules_in_order(index_dir):
    assert numbers(search.search(index_dir, "408"))[:5] == ["408", "408.1", "408.1d", "408.2k", "408.2g"]


def test_number_query_also_lists_rules_citing_it(index_dir):
    assert "420.5d" in numbers(search.search(index_dir, "408.1d"))


def test_number_among_words_is_boosted_first(index_dir):
    assert numbers(search.search(index_dir, "stack 409.1a"))[0] == "409.1a"


def test_modern_cast_finds_the_2007_play(index_dir):
    assert numbers(search.search(index_dir, "cast an instant"))[0] == "408.1d"


def test_modern_exile_finds_removed_from_the_game(index_dir):
    assert "408.2k" in numbers(search.search(index_dir, "exile suspend"))[:2]


def test_modern_state_based_actions_find_state_based_effects(index_dir):
    assert numbers(search.search(index_dir, "state-based actions"))[0] in {"420", "420.5c", "420.5d"}


def test_battlefield_finds_in_play(index_dir):
    assert numbers(search.search(index_dir, "enters the battlefield counters"))[0] == "420.5d"


def test_table_talk_zero_toughness_finds_the_rule(index_dir):
    assert numbers(search.search(index_dir, "does a 0/0 creature die right away"))[0] == "420.5c"


def test_unused_mana_finds_mana_burn(index_dir):
    assert numbers(search.search(index_dir, "what happens to mana I didn't use"))[0] == "408.2g"


def test_typo_not_in_the_index_is_corrected(index_dir):
    results = search.search(index_dir, "priorty")
    assert results.corrections == {"priorty": "priority"}
    assert results.hits and results.hits[0].number in {"408.1", "408.1d"}


def test_known_words_are_not_corrected(index_dir):
    assert search.search(index_dir, "suspend").corrections == {}


def test_glossary_entries_are_searchable(index_dir):
    assert "removed-from-the-game" in numbers(search.search(index_dir, "old wording"))


def test_breadcrumb_lists_the_ancestors(index_dir):
    hit = search.search(index_dir, "409.1a").hits[0]
    assert [label for _number, label in hit.breadcrumb] == [
        "4. Spells, Abilities, and Effects",
        "409. Playing Spells and Activated Abilities",
    ]


def test_snippet_marks_the_matched_words(index_dir):
    hit = search.search(index_dir, "suspend").hits[0]
    assert [segment.text for segment in hit.snippet if segment.marked] == ["suspend"]


def test_snippet_html_is_escaped(tmp_path):
    folder = tmp_path / "corpus-2"
    search.build_index(folder, search.make_documents([rule("100.1", "<script>alert(1)</script> & priority")]))
    html = search.search(folder, "priority").hits[0].snippet_html
    assert html == "&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>priority</mark>"


def test_long_text_snippet_is_the_window_around_the_match():
    text = " ".join(["filler"] * 100 + ["priority"] + ["filler"] * 100)
    segments = search.make_snippet(text, {search.stem("priority")})
    assert segments[0].text == "… " and segments[-1].text == " …"
    assert any(segment.marked and segment.text == "priority" for segment in segments)


def test_pages_do_not_overlap(index_dir):
    first = numbers(search.search(index_dir, "stack", page=1, per_page=2))
    second = numbers(search.search(index_dir, "stack", page=2, per_page=2))
    assert len(first) == 2 and second and not set(first) & set(second)


def test_nothing_to_search_gives_no_results(index_dir):
    assert search.search(index_dir, "the of and ?? ***").hits == []


def test_missing_index_raises_index_missing(tmp_path):
    with pytest.raises(search.IndexMissing):
        search.search(tmp_path / "corpus-9", "priority")


def test_rebuild_replaces_the_index_and_searchers_see_it(tmp_path):
    folder = tmp_path / "corpus-3"
    search.build_index(folder, search.make_documents([rule("100.1", "priority")]))
    assert numbers(search.search(folder, "priority")) == ["100.1"]
    search.build_index(folder, search.make_documents([rule("200.1", "priority")]))
    assert numbers(search.search(folder, "priority")) == ["200.1"]


def test_failed_rebuild_leaves_the_old_index_serving(tmp_path):
    folder = tmp_path / "corpus-4"
    search.build_index(folder, search.make_documents([rule("100.1", "priority")]))
    broken = search.make_documents([rule("200.1", "priority")])
    broken[0].position = "not a number"
    with pytest.raises(Exception):
        search.build_index(folder, broken)
    assert numbers(search.search(folder, "priority")) == ["100.1"]
    assert len(search.builds_of(folder)) == 1


def test_old_builds_are_cleaned_up(tmp_path):
    folder = tmp_path / "corpus-5"
    for _ in range(4):
        search.build_index(folder, search.make_documents([rule("100.1", "priority")]))
    assert len(search.builds_of(folder)) <= 2


def test_remove_index_deletes_link_and_builds(tmp_path):
    folder = tmp_path / "corpus-6"
    search.build_index(folder, search.make_documents([rule("100.1", "priority")]))
    search.remove_index(folder)
    assert list(tmp_path.iterdir()) == []


def test_cited_numbers_reads_references():
    assert search.cited_numbers("See rule 603.6 and rules 405.2, 418.5a.") == ["405.2", "418.5a", "603.6"]


def test_cited_numbers_reads_ranges_and_sections_as_the_rule_pages_link_them():
    assert search.cited_numbers("the steps in 616.1a–c; see rule 903.") == ["616.1a", "616.1b", "616.1c", "903"]
    assert search.cited_numbers("exactly 100 cards and 20 life") == []


def test_threads_share_one_open_index(index_dir):
    import threading

    results = []

    def ask():
        results.append([hit.number for hit in search.search(index_dir, "cast an instant").hits][:1])

    threads = [threading.Thread(target=ask) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert results == [["408.1d"]] * 8
    assert len({id(search.open_index(index_dir)) for _ in range(3)}) == 1


@pytest.mark.parametrize("form, base", [("died", "dies"), ("dealt", "deal"), ("left", "leave"), ("paid", "pay"), ("blocker", "block")])
def test_irregular_forms_share_their_base_word_stem(form, base):
    assert search.stem(form) == search.stem(base)


@pytest.mark.parametrize("word, other", [("one", "on"), ("commander", "command"), ("defender", "defend")])
def test_stem_exceptions_keep_game_words_apart(word, other):
    assert search.stem(word) != search.stem(other)


def test_died_finds_a_rule_that_says_dies(tmp_path):
    rules = [rule("700.4", "The term dies means is put into a graveyard from the battlefield."), rule("706.1", "Roll a die.")]
    search.build_index(tmp_path / "ix", search.make_documents(rules))
    assert numbers(search.search(tmp_path / "ix", "my creature died"))[:1] == ["700.4"]


def test_example_numbers_are_not_required_words():
    concepts = {c.typed: c.required for c in search.parse_query("pay 4 life with 0 cards").concepts}
    assert concepts["4"] is False and concepts["0"] is True and concepts["life"] is True


def test_power_toughness_numbers_are_required_words():
    concepts = search.parse_query("+1/+1 counters").concepts
    assert all(c.required for c in concepts)


def test_the_letter_x_is_kept_as_a_query_word():
    assert "x" in [c.typed for c in search.parse_query("value of X when casting").concepts]


def test_a_rule_lacking_an_example_number_is_not_marked_down(tmp_path):
    rules = [
        rule("119.4", "A player can pay life only if their life total is greater than or equal to the payment."),
        rule("119.9", "Some effects set a player's life total to 4 or to any number."),
    ]
    search.build_index(tmp_path / "ix", search.make_documents(rules))
    assert numbers(search.search(tmp_path / "ix", "can I pay 4 life"))[:1] == ["119.4"]


def test_later_pages_follow_the_first_in_rank_order(index_dir):
    everything = numbers(search.search(index_dir, "player stack priority", page=1, per_page=20))
    paged = [n for page in (1, 2, 3) for n in numbers(search.search(index_dir, "player stack priority", page=page, per_page=2))]
    assert paged == everything[: len(paged)] and len(paged) >= 3


@pytest.mark.parametrize(
    "form, base",
    [("tapped", "tap"), ("tapping", "taps"), ("activated", "activate"), ("stopped", "stop"), ("stolen", "steal")],
)
def test_inflections_share_their_base_word_stem(form, base):
    assert search.stem(form) == search.stem(base)


def test_tapped_finds_the_rule_that_says_tap(tmp_path):
    rules = [
        rule("302.6", "A creature's activated ability with the tap symbol can't be activated unless it has haste."),
        rule("120.1", "A creature's activated ability can deal damage to a creature."),
    ]
    search.build_index(tmp_path / "ix", search.make_documents(rules))
    assert numbers(search.search(tmp_path / "ix", "creature tapped for its activated ability"))[:1] == ["302.6"]


def test_the_un_word_is_searched_as_the_opposite(tmp_path):
    rules = [
        rule("509.1a", "The defending player chooses which creatures will block. The chosen creatures must be untapped."),
        rule("509.2", "The defending player chooses creatures to block with."),
    ]
    search.build_index(tmp_path / "ix", search.make_documents(rules))
    assert numbers(search.search(tmp_path / "ix", "block with a tapped creature"))[:1] == ["509.1a"]


def test_a_less_word_also_searches_the_word_it_lacks(tmp_path):
    rules = [  # on a tie the earlier rule would come first: the other one is first here
        rule("405.1", "An ability that states an object's types applies in every zone."),
        rule("405.2a", "An ability that states an object's colors applies in every zone."),
    ]
    search.build_index(tmp_path / "ix", search.make_documents(rules))
    assert numbers(search.search(tmp_path / "ix", "is a colorless object colorless in every zone"))[:1] == ["405.2a"]


@pytest.mark.parametrize(
    "query, thing",
    [
        ("what is a mana ability", ("mana", "abil")),
        ("What does sorcery speed mean?", ("sorceri", "speed")),
        ("whats trample", ("trampl",)),
        ("define flash", ("flash",)),
        ("what does scry 2 mean", ("scri",)),
        ("how does trample work?", ("trampl",)),
        ("explain banding", ("band",)),
        ("how do I steal the monarch", ()),
        ("what happens if I draw from an empty library", ()),
    ],
)
def test_definition_questions_name_the_thing_to_define(query, thing):
    assert search.parse_query(query).defines == thing


KEYWORD_RULES = [
    rule("7", "Additional Rules", kind="chapter", title="Additional Rules"),
    rule("702", "Keyword Abilities", kind="section", title="Keyword Abilities", parent="7"),
    rule("702.2", "Deathtouch", title="Deathtouch", parent="702"),
    rule("702.2b", "A creature dealt damage by a source with deathtouch since the last check is destroyed.", parent="702.2"),
    rule("702.19", "Trample", title="Trample", parent="702"),
    rule("702.19a", "Trample is a static ability that modifies the rules for assigning combat damage.", parent="702.19"),
    rule(
        "702.19c",
        "Combat damage assigned by an attacking trample creature whose blockers are removed from combat: "
        "trample lets the trample creature assign its trample damage to the player.",
        parent="702.19",
    ),
    rule(
        "702.19b",
        "The controller of an attacking creature with trample assigns combat damage to the blocking creatures "
        "and the rest of the combat damage to the player.",
        parent="702.19",
    ),
    rule("5", "Turn Structure", kind="chapter", title="Turn Structure"),
    rule("510", "Combat Damage Step", kind="section", title="Combat Damage Step", parent="5"),
    rule("510.1", "Each attacking creature assigns combat damage to the player.", parent="510"),
]


def test_keyword_rules_know_their_keyword():
    documents = {d.number: d for d in search.make_documents(KEYWORD_RULES)}
    assert documents["702.19b"].topic == "Trample" and documents["702.19"].topic == "Trample"
    assert documents["510.1"].topic == "" and documents["702"].topic == ""


def test_a_keyword_rule_steps_back_when_the_question_does_not_name_its_keyword(tmp_path):
    search.build_index(tmp_path / "ix", search.make_documents(KEYWORD_RULES))
    assert numbers(search.search(tmp_path / "ix", "attacking creature assigns combat damage to blocking creatures"))[:1] == ["510.1"]
    assert numbers(search.search(tmp_path / "ix", "trample assigns combat damage to the player"))[:1] == ["702.19b"]


def test_what_is_a_keyword_lifts_only_the_rule_that_defines_it(tmp_path):
    search.build_index(tmp_path / "ix", search.make_documents(KEYWORD_RULES))
    plain = {h.number: h.score for h in search.search(tmp_path / "ix", "trample").hits}
    asked = {h.number: h.score for h in search.search(tmp_path / "ix", "what is trample").hits}
    assert asked["702.19a"] == pytest.approx(plain["702.19a"] * search.DEFINITION_BOOST, rel=1e-3)
    assert asked["702.19c"] == pytest.approx(plain["702.19c"], rel=1e-3)
    assert list(asked)[0] == "702.19a"


def test_what_is_a_keyword_lifts_its_first_subrule_over_details_that_start_with_its_name(tmp_path):
    rules = [
        rule("701", "Keyword Actions", kind="section", title="Keyword Actions"),
        rule("701.22", "Scry", title="Scry", parent="701"),
        rule("701.22a", "To scry N means to look at the top N cards of your library and reorder them.", parent="701.22"),
        rule("701.22b", "If a player is instructed to scry 0, no scry event occurs and scry abilities won't trigger.",
             parent="701.22"),
    ]
    search.build_index(tmp_path / "ix", search.make_documents(rules))
    assert numbers(search.search(tmp_path / "ix", "scry"))[:1] == ["701.22b"]
    assert numbers(search.search(tmp_path / "ix", "what does scry 2 mean"))[:1] == ["701.22a"]


@pytest.fixture(scope="module")
def typing_index(tmp_path_factory):
    rules = [
        rule("508.1", "The active player declares attackers. Declaring attackers is a turn-based action."),
        rule("401.1", "When a game begins, each player's deck becomes their library."),
    ]
    folder = tmp_path_factory.mktemp("typing") / "ix"
    search.build_index(folder, search.make_documents(rules))
    return folder


def test_a_last_word_still_being_typed_is_completed_not_corrected(typing_index):
    results = search.search(typing_index, "who can decl")
    assert results.corrections == {"decl": "declares"} and numbers(results)[:1] == ["508.1"]


def test_a_finished_last_word_is_corrected_as_a_typo(typing_index):
    results = search.search(typing_index, "who can decl ")
    assert results.corrections == {"decl": "deck"} and numbers(results)[:1] == ["401.1"]


def test_a_last_word_the_corpus_has_is_left_as_typed(typing_index):
    assert search.search(typing_index, "each player's deck").corrections == {}


def test_two_letters_are_not_completed(typing_index):
    assert search.search(typing_index, "attackers de").corrections == {}
