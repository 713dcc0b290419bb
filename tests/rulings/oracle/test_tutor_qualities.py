"""Library searches for a card of a described quality (rulings/oracle/tutor_qualities.py,
rulings/engine/search_qualities.py), played from real cards' Oracle text (tutor_qualities_cards.json:
records copied from the pool): "a blue instant card" (Merchant Scroll), "a legendary creature card"
(Time of Need), "a creature card with power 2 or less" (Imperial Recruiter), "with toughness 2 or less"
(Recruiter of the Guard), "an artifact card with mana value 6 or greater" (Treasure Mage), "with mana
value 3" (Trophy Mage), "up to three creature cards, put them into your graveyard" (Buried Alive), "up to
three basic land cards, put them onto the battlefield tapped" (Nissa's Renewal). The player chooses the
cards found; one without the quality is refused; a search for a stated quality may find none (2026
701.23b; 2007: the glossary's "Search", no number cited). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, objects_in, p, refused, zone_of

CARDS = Path(__file__).parent / "tutor_qualities_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant, Mana Leak, Lightning Bolt and the basic lands from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
PLAYED = ["Imperial Recruiter", "Recruiter of the Guard", "Treasure Mage", "Trophy Mage", "Tribute Mage", "Merchant Scroll", "Buried Alive",
          "Nissa's Renewal", "Time of Need", "Spellseeker", "Micromancer", "Corpse Connoisseur", "Goblin Engineer", "Sarkhan's Triumph",
          "Thalia's Lancers", "Captain Sisay", "Into the North", "Self-Assembler", "Ranger of Eos", "Fierce Empath", "Soul of Mirrodin",
          "Seek the Horizon", "Land Tax", "Eerie Procession", "Disciples of Gix", "Trinket Mage", "Artificer's Intuition",
          "Call the Gatewatch", "Ignite the Beacon", "Solve the Equation", "Trapmaker's Snare", "Maximus, Knight Apparent", "Arena Rector",
          "Foresight", "Manipulate Fate", "Open the Gates", "District Guide", "Scampering Surveyor", "Shefet Monitor",
          "Gatecreeper Vine", "Green Sun's Zenith"]
#: "a basic Plains card or a creature card with mana value 1 or less", "total mana value", "reveal it, then shuffle. Put that card ...", "an Aura card that could enchant", "equal to the number of
#: verse counters", "the same total power and toughness": none a quality this family reads
POOL_NEAR_MISSES = ["Starfield Shepherd", "Protean Hulk", "Loyal Inventor", "Sovereigns of Lost Alara", "Yisan, the Wanderer Bard", "Wild Pair"]
NEAR_MISSES = [
    "Search your library for a nonlegendary creature card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a creature card with flying, reveal it, put it into your hand, then shuffle.",
    "Search your library for a permanent card with mana value 3 or less, put it onto the battlefield, then shuffle.",
    "Search your library for an artifact card with power 2 or less, reveal it, put it into your hand, then shuffle.",
    "Search your library for a creature card with power 2 or greater, reveal it, put it into your hand, then shuffle.",
    "Search your library for up to two creature cards, reveal it, put it into your hand, then shuffle.",
    "Search your library for up to two creature cards, reveal them, put it into your hand, then shuffle.",
    "Search your library for a Goblin artifact card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a legendary creature card, reveal it, put it onto the battlefield, then shuffle.",
    "Search your library for a creature card, reveal it, put it into your graveyard, then shuffle.",
    "Search your library for an blue instant card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a blue instant card, reveal it, put it into your hand.",
    "Search your library for up to X creature cards, put them into your graveyard, then shuffle.",
    "Search your library for a basic Island creature card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a blue or red card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a basic artifact card, reveal it, put it into your hand, then shuffle.",
    "Search your library for three cards, exile them.",
    "Search your library for a green creature card with mana value X or less, put it onto the battlefield, then shuffle.",
    "Search your library for three cards, put them into your graveyard, then shuffle.",
    "Search your library for up to three cards, exile them, then shuffle.",
]


def run(cards, objects, actions, rules):
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "tutor qualities"), cards=cards))


def cast_and_resolve(cards, rules, spell, lands, library, choice=None, extra=()):
    """Alice casts `spell` from her hand with `lands`; both pass and it resolves with her `choice`."""
    objects = [obj("spell", spell, zone="hand"), *(obj(f"l{i}", land) for i, land in enumerate(lands)),
               *(obj(oid, name, zone="library") for oid, name in library), *extra]
    resolve = p("Bob", **({"choices": {"spell": choice}} if choice is not None else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), resolve]
    return run(cards, objects, actions, rules)


def creature_enters(cards, rules, creature, lands, library, choice=None, extra=()):
    """Alice casts `creature`; it resolves, then its enters trigger resolves with her `choice`."""
    objects = [obj("spell", creature, zone="hand"), *(obj(f"l{i}", land) for i, land in enumerate(lands)),
               *(obj(oid, name, zone="library") for oid, name in library), *extra]
    resolve = p("Bob", **({"choices": {"spell": choice}} if choice is not None else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "spell", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), p("Bob"), p("Alice"), resolve]
    return run(cards, objects, actions, rules)


@pytest.mark.parametrize("name", PLAYED)
def test_quality_search_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", POOL_NEAR_MISSES)
def test_pool_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_miss_quality_searches_stay_text_only(text):
    card = {"name": "Test Tutor", "mana_cost": "{1}{B}", "types": ["Sorcery"], "text": text}
    assert not compile_card(card).played


# --- "a blue instant card" (Merchant Scroll) ----------------------------------------------------------------------------
LIBRARY = [("bolt", "Lightning Bolt"), ("leak", "Mana Leak"), ("bears", "Grizzly Bears")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_merchant_scroll_finds_a_blue_instant(cards, rules):
    replay = cast_and_resolve(cards, rules, "Merchant Scroll", ["Island", "Island"], LIBRARY, {"cards": ["leak"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "leak") == "hand" and zone_of(replay, "bolt") == "library", log(replay)
    assert "blue instant card" in log(replay) and "reveals it" in log(replay)
    if rules == R2026:
        assert {"701.23a", "701.24a"} <= cited(replay), sorted(cited(replay))
    else:
        assert "only in their glossary" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_merchant_scroll_refuses_a_red_instant(cards, rules):
    replay = cast_and_resolve(cards, rules, "Merchant Scroll", ["Island", "Island"], LIBRARY, {"cards": ["bolt"]})
    assert refused(replay) and zone_of(replay, "bolt") == "library", log(replay)


def test_merchant_scroll_may_find_none(cards):
    replay = cast_and_resolve(cards, R2026, "Merchant Scroll", ["Island", "Island"], LIBRARY, {"cards": []})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "leak") == "library" and "701.23b" in cited(replay), sorted(cited(replay))


# --- "a legendary creature card" (Time of Need) -------------------------------------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_time_of_need_finds_a_legendary_creature_not_a_plain_one(cards, rules):
    library = [("bears", "Grizzly Bears"), ("isamaru", "Isamaru, Hound of Konda")]
    replay = cast_and_resolve(cards, rules, "Time of Need", ["Forest", "Forest"], library, {"cards": ["bears"]})
    assert refused(replay) and zone_of(replay, "bears") == "library", log(replay)
    replay = cast_and_resolve(cards, rules, "Time of Need", ["Forest", "Forest"], library, {"cards": ["isamaru"]})
    assert not refused(replay) and zone_of(replay, "isamaru") == "hand", log(replay)


# --- "a creature card with power 2 or less" (Imperial Recruiter) ---------------------------------------------------------
RECRUITS = [("giant", "Hill Giant"), ("bears", "Grizzly Bears"), ("goyf", "Lhurgoyf")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_imperial_recruiter_finds_a_creature_with_power_2_or_less(cards, rules):
    replay = creature_enters(cards, rules, "Imperial Recruiter", ["Mountain"] * 3, RECRUITS, {"cards": ["bears"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "hand" and "with power 2 or less" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_imperial_recruiter_refuses_a_creature_with_power_3(cards, rules):
    replay = creature_enters(cards, rules, "Imperial Recruiter", ["Mountain"] * 3, RECRUITS, {"cards": ["giant"]})
    assert refused(replay) and zone_of(replay, "giant") == "library", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_imperial_recruiter_reads_a_star_power_as_its_ability_defines_it(cards, rules):
    """Lhurgoyf's power is the number of creature cards in all graveyards: under 2026 its ability works in the
    library too (604.3), so three in Bob's graveyard make it 3 and it can't be found; under 2007 its power outside
    play is 0 (the glossary's "Power") and it is found."""
    dead = [obj(f"dead{i}", "Grizzly Bears", owner="Bob", zone="graveyard") for i in range(3)]
    replay = creature_enters(cards, rules, "Imperial Recruiter", ["Mountain"] * 3, RECRUITS, {"cards": ["goyf"]}, extra=dead)
    if rules == R2026:
        assert refused(replay) and zone_of(replay, "goyf") == "library", log(replay)
    else:
        assert not refused(replay) and zone_of(replay, "goyf") == "hand", log(replay)


def test_imperial_recruiter_without_a_choice_takes_the_first_that_fits(cards):
    replay = creature_enters(cards, R2026, "Imperial Recruiter", ["Mountain"] * 3, RECRUITS)
    assert not refused(replay) and zone_of(replay, "bears") == "hand" and zone_of(replay, "giant") == "library", log(replay)


# --- "with toughness 2 or less" (Recruiter of the Guard), "you may" -------------------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_recruiter_of_the_guard_refuses_toughness_3(cards, rules):
    replay = creature_enters(cards, rules, "Recruiter of the Guard", ["Plains"] * 3, RECRUITS, {"cards": ["giant"]})
    assert refused(replay) and zone_of(replay, "giant") == "library", log(replay)
    replay = creature_enters(cards, rules, "Recruiter of the Guard", ["Plains"] * 3, RECRUITS, {"cards": ["bears"]})
    assert not refused(replay) and zone_of(replay, "bears") == "hand", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_recruiter_of_the_guard_declined_searches_nothing(cards, rules):
    replay = creature_enters(cards, rules, "Recruiter of the Guard", ["Plains"] * 3, RECRUITS, {"search": False})
    assert not refused(replay) and "chooses not to search" in log(replay) and "shuffles" not in log(replay), log(replay)


# --- "with mana value 6 or greater" (Treasure Mage), "with mana value 3" (Trophy Mage) ------------------------------------
ARTIFACTS = [("petal", "Lotus Petal"), ("bottle", "Elkin Bottle"), ("colossus", "Darksteel Colossus")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_treasure_mage_finds_an_artifact_with_mana_value_6_or_greater(cards, rules):
    replay = creature_enters(cards, rules, "Treasure Mage", ["Island"] * 3, ARTIFACTS, {"cards": ["colossus"]})
    assert not refused(replay) and zone_of(replay, "colossus") == "hand", log(replay)
    words = "mana value 6 or greater" if rules == R2026 else "converted mana cost 6 or greater"
    assert words in log(replay), log(replay)
    assert {R2007: "203.3", R2026: "202.3"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_treasure_mage_refuses_a_cheap_artifact(cards, rules):
    replay = creature_enters(cards, rules, "Treasure Mage", ["Island"] * 3, ARTIFACTS, {"cards": ["petal"]})
    assert refused(replay) and zone_of(replay, "petal") == "library", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_trophy_mage_finds_only_mana_value_3(cards, rules):
    replay = creature_enters(cards, rules, "Trophy Mage", ["Island"] * 3, ARTIFACTS, {"cards": ["colossus"]})
    assert refused(replay), log(replay)
    replay = creature_enters(cards, rules, "Trophy Mage", ["Island"] * 3, ARTIFACTS, {"cards": ["bottle"]})
    assert not refused(replay) and zone_of(replay, "bottle") == "hand", log(replay)


# --- "up to three creature cards, put them into your graveyard" (Buried Alive) --------------------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_buried_alive_puts_up_to_three_creatures_into_the_graveyard(cards, rules):
    library = [("bears", "Grizzly Bears"), ("giant", "Hill Giant"), ("forest", "Forest"), ("elves", "Llanowar Elves")]
    replay = cast_and_resolve(cards, rules, "Buried Alive", ["Swamp"] * 3, library, {"cards": ["bears", "elves"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == zone_of(replay, "elves") == "graveyard" and zone_of(replay, "giant") == "library", log(replay)
    assert "up to 3 creature cards" in log(replay) and "puts them into their graveyard" in log(replay), log(replay)


def test_buried_alive_refuses_a_land(cards):
    library = [("bears", "Grizzly Bears"), ("forest", "Forest")]
    replay = cast_and_resolve(cards, R2026, "Buried Alive", ["Swamp"] * 3, library, {"cards": ["bears", "forest"]})
    assert refused(replay) and zone_of(replay, "forest") == "library", log(replay)


def test_buried_alive_refuses_four_cards(cards):
    library = [(f"b{i}", "Grizzly Bears") for i in range(4)]
    replay = cast_and_resolve(cards, R2026, "Buried Alive", ["Swamp"] * 3, library, {"cards": [f"b{i}" for i in range(4)]})
    assert refused(replay), log(replay)


# --- "up to three basic land cards, put them onto the battlefield tapped" (Nissa's Renewal) -------------------------------
@pytest.mark.parametrize("rules", EDITIONS)
def test_nissas_renewal_puts_three_basic_lands_tapped_and_gains_7(cards, rules):
    library = [("f1", "Forest"), ("p1", "Plains"), ("bears", "Grizzly Bears"), ("s1", "Swamp")]
    replay = cast_and_resolve(cards, rules, "Nissa's Renewal", ["Forest"] * 6, library, {"cards": ["f1", "p1", "s1"]})
    assert not refused(replay), log(replay)
    state = objects_in(replay.final_state)
    assert all(zone_of(replay, oid) == "in_play" and state[oid].get("tapped") for oid in ("f1", "p1", "s1")), log(replay)
    assert life(replay)["Alice"] == 27, log(replay)


# --- "Search your library for three cards, exile them, then shuffle." (Foresight) ----------------------------------------
SIX = [(f"c{i}", name) for i, name in enumerate(["Forest", "Grizzly Bears", "Island", "Hill Giant", "Mana Leak", "Plains"])]


@pytest.mark.parametrize("rules", EDITIONS)
def test_foresight_exiles_the_three_cards_chosen(cards, rules):
    replay = cast_and_resolve(cards, rules, "Foresight", ["Island", "Island"], SIX, {"cards": ["c1", "c3", "c5"]})
    assert not refused(replay), log(replay)
    assert all(zone_of(replay, f"c{i}") == "removed_from_game" for i in (1, 3, 5)), log(replay)
    assert all(zone_of(replay, f"c{i}") == "library" for i in (0, 2, 4)), log(replay)
    assert ("exiled" if rules == R2026 else "removed from the game") in log(replay), log(replay)
    assert {R2007: "217.7a", R2026: "406.2"}[rules] in cited(replay), sorted(cited(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_foresight_must_find_three_cards(cards, rules):
    replay = cast_and_resolve(cards, rules, "Foresight", ["Island", "Island"], SIX, {"cards": ["c1"]})
    assert refused(replay) and zone_of(replay, "c1") == "library", log(replay)


def test_foresight_with_two_cards_in_the_library_exiles_both(cards):
    replay = cast_and_resolve(cards, R2026, "Foresight", ["Island", "Island"], SIX[:2], {"cards": ["c0", "c1"]})
    assert not refused(replay) and zone_of(replay, "c0") == zone_of(replay, "c1") == "removed_from_game", log(replay)


# --- "a basic land card or a Gate card" (Open the Gates) -------------------------------------------------------------------
GATES = [("wastes", "Adarkar Wastes"), ("gate", "Azorius Guildgate"), ("forest", "Forest")]


@pytest.mark.parametrize("rules", EDITIONS)
def test_open_the_gates_finds_a_gate_or_a_basic_land(cards, rules):
    for found in ("gate", "forest"):
        replay = cast_and_resolve(cards, rules, "Open the Gates", ["Forest"] * 2, GATES, {"cards": [found]})
        assert not refused(replay) and zone_of(replay, found) == "hand", log(replay)
        assert "a basic land card or Gate card" in log(replay), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_open_the_gates_refuses_a_nonbasic_land_that_is_no_gate(cards, rules):
    replay = cast_and_resolve(cards, rules, "Open the Gates", ["Forest"] * 2, GATES, {"cards": ["wastes"]})
    assert refused(replay) and zone_of(replay, "wastes") == "library", log(replay)


# --- "a green creature card with mana value X or less" (Green Sun's Zenith) ---------------------------------------------------
ZENITH = [("giant", "Hill Giant"), ("bears", "Grizzly Bears"), ("elves", "Llanowar Elves")]


def zenith(cards, rules, x, choice):
    objects = [obj("gsz", "Green Sun's Zenith", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(x + 1)),
               *(obj(oid, name, zone="library") for oid, name in ZENITH)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "gsz", "x": x, "mana_abilities": [{"object": f"f{i}"} for i in range(x + 1)]},
               p("Alice"), p("Bob", choices={"gsz": choice})]
    return run(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_green_suns_zenith_puts_a_green_creature_with_mana_value_x_or_less_onto_the_battlefield(cards, rules):
    replay = zenith(cards, rules, 2, {"cards": ["bears"]})
    assert not refused(replay), log(replay)
    assert zone_of(replay, "bears") == "in_play" and zone_of(replay, "gsz") == "library", log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_green_suns_zenith_refuses_a_creature_above_x_or_not_green(cards, rules):
    replay = zenith(cards, rules, 1, {"cards": ["bears"]})
    assert refused(replay) and zone_of(replay, "bears") == "library", log(replay)  # mana value 2, X is 1
    replay = zenith(cards, rules, 4, {"cards": ["giant"]})
    assert refused(replay) and zone_of(replay, "giant") == "library", log(replay)  # red
