"""Library manipulation compiled from the pool's records (library_more_cards.json) and played:
Brainstorm and Conch Horn (cards from the hand on top, in the order chosen), Portent and Ponder
(look, put back in any order, "You may [have that player] shuffle"), Totally Lost and Whisk Away
(a permanent on top of its owner's library), Uncharted Voyage (the owner's choice of top or bottom),
Cerulean Sphinx and Lightning Shrieker ("this creature's owner shuffles it into their library"),
Myr Mindservant ("Shuffle your library"). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p

CARDS = Path(__file__).parent / "library_more_cards.json"
POOL_TOO = True  # Grizzly Bears, Hill Giant
R26, R07 = "2026-06-19", "2007-02-01"
CHOICE = {R26: "608.2d", R07: "413.2c"}
ARRANGED = {R26: "401.4", R07: "217.2d"}


def play(cards, rules, objects, actions, active="Alice"):
    sc = in_main_phase(objects, actions, rules)
    sc["turn"]["active_player"] = active
    return run_scenario(load_scenario(sc, cards=cards))


def library(replay, player="Alice"):
    """The player's library, top card first."""
    return [o["id"] for o in replay.final_state["zones"][player]["library"]][::-1]


def zone(replay, player, name):
    return [o["id"] for o in replay.final_state["zones"][player].get(name, [])]


def lands(n, card="Island", owner="Alice"):
    return [obj(f"{card[0].lower()}{i}", card, owner) for i in range(n)]


def cast(spell, n, card="Island", targets=None, choices=None):
    resolve = p("Bob", choices={spell: choices}) if choices is not None else p("Bob")
    return [{"type": "play_spell", "player": "Alice", "object": spell, "mana_abilities": [{"object": f"{card[0].lower()}{i}"} for i in range(n)],
             **({"targets": targets} if targets else {})}, p("Alice"), resolve]


LIBRARY = [obj(f"l{i}", "Hill Giant", zone="library") for i in range(5)]


def test_the_cards_are_fully_played(compiled):
    for name, record in compiled.items():
        assert record.played, name


@pytest.mark.parametrize("rules", [R26, R07])
def test_brainstorm_draws_three_then_puts_the_two_chosen_cards_on_top_in_order(cards, rules):
    objs = [obj("bs", "Brainstorm", zone="hand"), obj("keep", "Grizzly Bears", zone="hand"), *lands(1), *LIBRARY]
    replay = play(cards, rules, objs, cast("bs", 1, choices={"top": ["keep", "l1"]}))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert library(replay)[:3] == ["keep", "l1", "l3"], log(replay)
    assert sorted(zone(replay, "Alice", "hand")) == ["l0", "l2"]
    assert {CHOICE[rules], ARRANGED[rules]} <= cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_conch_horn_puts_one_card_from_the_hand_on_top(cards, rules):
    objs = [obj("horn", "Conch Horn"), *lands(1), *LIBRARY]
    act = {"type": "activate_ability", "player": "Alice", "object": "horn", "ability": 0, "mana_abilities": [{"object": "i0"}]}
    replay = play(cards, rules, objs, [act, p("Alice"), p("Bob", choices={"horn": {"top": ["l0"]}})])
    assert not any(s.refused for s in replay.steps), log(replay)
    assert library(replay)[:2] == ["l0", "l2"] and zone(replay, "Alice", "hand") == ["l1"], log(replay)
    assert ARRANGED[rules] not in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("shuffles", [False, True])
def test_portent_orders_target_players_top_three_and_may_have_them_shuffle(cards, rules, shuffles):
    bob = [obj(f"b{i}", "Hill Giant", "Bob", zone="library") for i in range(6)]
    replay = play(cards, rules, [obj("po", "Portent", zone="hand"), *lands(1), *bob],
                  cast("po", 1, targets=["Bob"], choices={"top": ["b2", "b0", "b1"], "may": shuffles}))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "Alice looks at the top 3 cards of Bob's library" in log(replay)
    assert ARRANGED[rules] in cited(replay) and CHOICE[rules] in cited(replay)
    if shuffles:
        assert "Bob shuffles their library" in log(replay)
        assert ("701.24a" in cited(replay)) == (rules == R26)
    else:
        assert library(replay, "Bob")[:4] == ["b2", "b0", "b1", "b3"]
        assert "shuffles" not in log(replay)


def test_ponder_without_a_choice_does_not_shuffle_and_draws_the_top_card(cards):
    replay = play(cards, R26, [obj("pd", "Ponder", zone="hand"), *lands(1), *LIBRARY], cast("pd", 1, choices={"top": ["l2", "l1", "l0"]}))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert zone(replay, "Alice", "hand") == ["l2"] and library(replay)[:2] == ["l1", "l0"]
    assert "Alice doesn't shuffle their library" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_totally_lost_puts_a_nonland_permanent_on_top_of_its_owners_library(cards, rules):
    objs = [obj("tl", "Totally Lost", zone="hand"), *lands(5), obj("bears", "Grizzly Bears", "Bob"), obj("b0", "Hill Giant", "Bob", zone="library")]
    replay = play(cards, rules, objs, cast("tl", 5, targets=["bears"]))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert library(replay, "Bob") == ["bears", "b0"]


def test_whisk_away_cant_target_a_creature_that_isnt_in_combat(cards):
    objs = [obj("wa", "Whisk Away", zone="hand"), *lands(3), obj("bears", "Grizzly Bears", "Bob")]
    replay = play(cards, R26, objs, cast("wa", 3, targets=["bears"]))
    assert replay.steps[1].refused and "attacking or blocking" in log(replay), log(replay)


@pytest.mark.parametrize("choices, top", [({"bottom": ["bears"]}, ["b0", "bears"]), (None, ["bears", "b0"])], ids=["bottom", "default_top"])
def test_uncharted_voyage_the_owner_chooses_top_or_bottom(cards, choices, top):
    objs = [obj("uv", "Uncharted Voyage", zone="hand"), *lands(4), obj("bears", "Grizzly Bears", "Bob"),
            obj("b0", "Hill Giant", "Bob", zone="library"), *LIBRARY]
    replay = play(cards, R26, objs, cast("uv", 4, targets=["bears"], choices=choices))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert library(replay, "Bob") == top
    assert "Bob chooses to put Grizzly Bears" in log(replay) and "608.2d" in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_cerulean_sphinx_shuffles_itself_into_its_owners_library(cards, rules):
    objs = [obj("sphinx", "Cerulean Sphinx"), *lands(1), *LIBRARY]
    act = {"type": "activate_ability", "player": "Alice", "object": "sphinx", "ability": 1, "mana_abilities": [{"object": "i0"}]}
    replay = play(cards, rules, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "sphinx" in library(replay) and len(library(replay)) == 6
    assert ("701.24a" in cited(replay)) == (rules == R26)


@pytest.mark.parametrize("rules", [R26, R07])
def test_lightning_shrieker_is_shuffled_into_its_owners_library_at_the_end_step(cards, rules):
    objs = [obj("shrieker", "Lightning Shrieker"), *LIBRARY]
    replay = play(cards, rules, objs, [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "shrieker" in library(replay), log(replay)
    assert "Alice shuffles Lightning Shrieker into their library" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_myr_mindservant_shuffles_its_controllers_library(cards, rules):
    objs = [obj("myr", "Myr Mindservant"), *lands(2), *LIBRARY]
    act = {"type": "activate_ability", "player": "Alice", "object": "myr", "ability": 0, "mana_abilities": [{"object": "i0"}, {"object": "i1"}]}
    replay = play(cards, rules, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "Alice shuffles their library (5 cards" in log(replay)


@pytest.mark.parametrize("text", [
    "You may shuffle.",  # no look before it: whose library, and why
    "Draw a card. You may shuffle.",
    "Draw three cards, then put two cards from your hand on top of your library.",  # two without "in any order"
    "Target creature's controller puts it on their choice of the top or bottom of their library.",
    "Look at the top three cards of target player's library, then put them back in any order. You may shuffle.",
    "Look at the top three cards of your library, then put them back in any order. You may have that player shuffle.",
    "Put target land card on top of its owner's library.",
    "Each player puts a card from their hand on top of their library.",  # one choice per player: not given by one list
    "Put target creature an opponent controls on the bottom of your library.",  # "your": not its owner's
    "You may then have that player shuffle that library.",  # no library looked at before it
    "Put one of those cards into your hand and the rest on the bottom of your library in any order.",  # nothing looked at
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Sorcery"], "text": text}).played


def test_an_end_step_shuffle_on_a_noncreature_stays_text_only():
    text = "At the beginning of the end step, this creature's owner shuffles it into their library."
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Artifact"], "text": text}).played


@pytest.mark.parametrize("rules, final_part", [(R26, "608.2n"), (R07, "413.2h")])
def test_beacon_of_destruction_deals_its_damage_then_is_shuffled_into_its_owners_library(cards, rules, final_part):
    objs = [obj("beacon", "Beacon of Destruction", zone="hand"), *lands(5, "Mountain"), *LIBRARY]
    replay = play(cards, rules, objs, cast("beacon", 5, "Mountain", targets=["Bob"]))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert replay.final_state["players"][1]["life"] == 15
    assert "beacon" in library(replay) and "beacon" not in zone(replay, "Alice", "graveyard"), log(replay)
    assert final_part in cited(replay) and ("701.24a" in cited(replay)) == (rules == R26)


def test_a_permanents_shuffle_itself_sentence_stays_text_only():
    text = "{U}: Shuffle Near Miss into its owner's library."
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Artifact"], "text": text}).played


@pytest.mark.parametrize("rules", [R26, R07])
def test_chittering_rats_target_opponent_puts_the_card_they_choose_on_top(cards, rules):
    objs = [obj("rats", "Chittering Rats", zone="hand"), *lands(3, "Swamp"), obj("b1", "Forest", "Bob", zone="hand"),
            obj("b2", "Island", "Bob", zone="hand"), obj("b0", "Hill Giant", "Bob", zone="library")]
    acts = [{"type": "play_spell", "player": "Alice", "object": "rats", "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
            p("Alice"), p("Bob"), p("Alice", trigger_targets={"rats": ["Bob"]}), p("Bob", choices={"rats": {"top": ["b1"]}})]
    replay = play(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert library(replay, "Bob") == ["b1", "b0"] and zone(replay, "Bob", "hand") == ["b2"], log(replay)
    assert CHOICE[rules] in cited(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_prophetic_bolt_puts_the_chosen_card_into_the_hand_and_the_rest_on_the_bottom_in_order(cards, rules):
    objs = [obj("bolt", "Prophetic Bolt", zone="hand"), *lands(2, "Mountain"), *lands(3), *LIBRARY]
    acts = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"],
             "mana_abilities": [{"object": o} for o in ("m0", "m1", "i0", "i1", "i2")]},
            p("Alice"), p("Bob", choices={"bolt": {"cards": ["l2"], "bottom": ["l3", "l0", "l1"]}})]
    replay = play(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert zone(replay, "Alice", "hand") == ["l2"] and library(replay) == ["l4", "l3", "l0", "l1"], log(replay)
    assert replay.final_state["players"][1]["life"] == 16


@pytest.mark.parametrize("rules", [R26, R07])
def test_soldier_of_fortune_has_target_player_shuffle(cards, rules):
    objs = [obj("sof", "Soldier of Fortune"), *lands(1, "Mountain"), *[obj(f"b{i}", "Hill Giant", "Bob", zone="library") for i in range(4)]]
    act = {"type": "activate_ability", "player": "Alice", "object": "sof", "ability": 0, "targets": ["Bob"],
           "mana_abilities": [{"object": "m0"}]}
    replay = play(cards, rules, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "Bob shuffles their library (4 cards" in log(replay)


def hawks(cards, rules, choices=None):
    """Alice casts Squadron Hawk; her library holds two more, a Hill Giant between them."""
    objs = [obj("hawk", "Squadron Hawk", zone="hand"), *lands(2, "Plains"), obj("h1", "Squadron Hawk", zone="library"),
            obj("g", "Hill Giant", zone="library"), obj("h2", "Squadron Hawk", zone="library")]
    acts = [{"type": "play_spell", "player": "Alice", "object": "hawk", "mana_abilities": [{"object": "p0"}, {"object": "p1"}]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob", **({"choices": {"hawk": choices}} if choices is not None else {}))]
    return play(cards, rules, objs, acts)


def test_squadron_hawk_finds_up_to_three_cards_with_its_name(cards):
    replay = hawks(cards, R26)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert sorted(zone(replay, "Alice", "hand")) == ["h1", "h2"] and library(replay) == ["g"], log(replay)
    assert "searches their library for up to 3 cards named Squadron Hawk" in log(replay)
    assert {"701.23a", "701.24a"} <= cited(replay)


def test_squadron_hawk_declined_search_finds_nothing_and_does_not_shuffle(cards):
    replay = hawks(cards, R26, {"search": False})
    assert zone(replay, "Alice", "hand") == [] and library(replay) == ["h1", "g", "h2"], log(replay)
    assert "shuffles" not in log(replay)


def test_squadron_hawk_a_named_card_that_isnt_a_hawk_is_refused(cards):
    replay = hawks(cards, R26, {"cards": ["g"]})
    assert replay.steps[-1].refused and "choices.hawk.cards names g" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_screaming_seahawk_finds_one_card_with_its_name(cards, rules):
    objs = [obj("sh", "Screaming Seahawk", zone="hand"), *lands(5), obj("g", "Hill Giant", zone="library"),
            obj("s1", "Screaming Seahawk", zone="library")]
    acts = [{"type": "play_spell", "player": "Alice", "object": "sh", "mana_abilities": [{"object": f"i{i}"} for i in range(5)]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert zone(replay, "Alice", "hand") == ["s1"] and library(replay) == ["g"], log(replay)
    assert "Screaming Seahawk" in log(replay) and ("701.23a" in cited(replay)) == (rules == R26)


FETCH_LIBRARY = [obj("forest", "Forest", zone="library"), obj("island", "Island", zone="library"), obj("swamp", "Swamp", zone="library")]


def fetch(cards, rules, choices=None):
    """Alice activates Flooded Strand (ability 0: "{T}, Pay 1 life, Sacrifice this land: Search ...")."""
    act = {"type": "activate_ability", "player": "Alice", "object": "strand", "ability": 0}
    resolve = p("Bob", **({"choices": {"strand": choices}} if choices is not None else {}))
    return play(cards, rules, [obj("strand", "Flooded Strand"), *FETCH_LIBRARY], [act, p("Alice"), resolve])


@pytest.mark.parametrize("rules", [R26, R07])
def test_flooded_strand_puts_a_plains_or_island_card_onto_the_battlefield(cards, rules):
    replay = fetch(cards, rules, {"cards": ["island"]})
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "island" in [o["id"] for o in replay.final_state["zones"]["Alice"]["in_play"]], log(replay)
    assert sorted(library(replay)) == ["forest", "swamp"] and replay.final_state["players"][0]["life"] == 19
    assert "searches their library for a Plains or Island card" in log(replay)


def test_flooded_strand_cant_find_a_forest(cards):
    replay = fetch(cards, R26, {"cards": ["forest"]})
    assert replay.steps[-1].refused and "choices.strand.cards names forest" in log(replay)


def test_bant_panorama_finds_a_basic_land_of_one_of_three_types_tapped(cards):
    objs = [obj("pan", "Bant Panorama"), obj("m0", "Mountain"), *FETCH_LIBRARY]
    act = {"type": "activate_ability", "player": "Alice", "object": "pan", "ability": 1, "mana_abilities": [{"object": "m0"}]}
    replay = play(cards, R26, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    found = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert "forest" in found and found["forest"].get("tapped"), log(replay)
    assert "a basic Forest, Plains, or Island card" in log(replay)


@pytest.mark.parametrize("text", [
    "Search your library for a Forest, Plains or Island card, put it onto the battlefield, then shuffle.",  # no serial comma
    "Search your library for a Plains or Plains card, put it onto the battlefield, then shuffle.",
    "Search your library for a Plains or Wizzard card, put it onto the battlefield, then shuffle.",
])
def test_land_type_search_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("rules", [R26, R07])
def test_ghost_quarter_the_destroyed_lands_controller_may_search_for_a_basic_land(cards, rules):
    objs = [obj("gq", "Ghost Quarter"), obj("bland", "Island", "Bob"), obj("bf", "Forest", "Bob", zone="library"),
            obj("bg", "Hill Giant", "Bob", zone="library")]
    act = {"type": "activate_ability", "player": "Alice", "object": "gq", "ability": 1, "targets": ["bland"]}
    replay = play(cards, rules, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    bob_lands = {o["id"]: o for o in replay.final_state["zones"]["Bob"]["in_play"]}
    assert "bf" in bob_lands and not bob_lands["bf"].get("tapped") and "bland" not in bob_lands, log(replay)
    assert "Bob searches their library for a basic land card" in log(replay)
    assert ("608.2h" if rules == R26 else "413.2f") in cited(replay)


@pytest.mark.parametrize("search, found", [(True, ["bf"]), (False, [])], ids=["searches", "declines"])
def test_path_to_exile_its_controller_chooses_whether_to_search(cards, search, found):
    objs = [obj("path", "Path to Exile", zone="hand"), obj("p0", "Plains"), obj("bears", "Grizzly Bears", "Bob"),
            obj("bf", "Forest", "Bob", zone="library")]
    replay = play(cards, R26, objs, cast("path", 1, "Plains", targets=["bears"], choices={"search": search}))
    assert not any(s.refused for s in replay.steps), log(replay)
    in_play = {o["id"]: o for o in replay.final_state["zones"]["Bob"]["in_play"]}
    assert [oid for oid in in_play if oid == "bf"] == found, log(replay)
    assert all(in_play[oid].get("tapped") for oid in found)
    assert ("Bob shuffles their library" in log(replay)) == search


def test_its_controller_may_search_without_a_move_before_it_stays_text_only():
    text = "Tap target creature. Its controller may search their library for a basic land card, put it onto the battlefield, then shuffle."
    assert not compile_card({"name": "Near Miss", "mana_cost": "{W}", "types": ["Instant"], "text": text}).played


@pytest.mark.parametrize("rules", [R26, R07])
def test_goblin_matron_finds_a_goblin_card(cards, rules):
    objs = [obj("gm", "Goblin Matron", zone="hand"), *lands(3, "Mountain"), obj("g", "Hill Giant", zone="library"),
            obj("gm2", "Goblin Matron", zone="library")]
    acts = [{"type": "play_spell", "player": "Alice", "object": "gm", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
            p("Alice"), p("Bob"), p("Alice"), p("Bob", choices={"gm": {"cards": ["gm2"]}})]
    replay = play(cards, rules, objs, acts)
    assert not any(s.refused for s in replay.steps), log(replay)
    assert zone(replay, "Alice", "hand") == ["gm2"] and library(replay) == ["g"], log(replay)
    assert "searches their library for a Goblin card" in log(replay)


def test_open_the_armory_finds_an_aura_but_not_a_creature(cards):
    objs = [obj("ota", "Open the Armory", zone="hand"), *lands(2, "Plains"), obj("g", "Hill Giant", zone="library"),
            obj("aura", "Pacifism", zone="library")]
    replay = play(cards, R26, objs, cast("ota", 2, "Plains"))
    assert zone(replay, "Alice", "hand") == ["aura"], log(replay)
    refused = play(cards, R26, objs, cast("ota", 2, "Plains", choices={"cards": ["g"]}))
    assert refused.steps[-1].refused and "choices.ota.cards names g" in log(refused)


def test_fertilid_target_player_searches_for_a_basic_land_tapped(cards):
    objs = [obj("fert", "Fertilid", counters={"+1/+1": 2}), *lands(2, "Forest"), obj("bf", "Forest", "Bob", zone="library")]
    act = {"type": "activate_ability", "player": "Alice", "object": "fert", "ability": 1, "targets": ["Bob"],
           "mana_abilities": [{"object": "f0"}, {"object": "f1"}]}
    replay = play(cards, R26, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    bob = {o["id"]: o for o in replay.final_state["zones"]["Bob"]["in_play"]}
    assert bob["bf"].get("tapped") and "Bob searches their library" in log(replay), log(replay)


@pytest.mark.parametrize("text", [
    "Search your library for a Elf card, reveal it, put it into your hand, then shuffle.",  # "an Elf"
    "Search your library for a Wizzard card, reveal it, put it into your hand, then shuffle.",  # no such subtype
    "Search your library for a basic Goblin card, reveal it, put it into your hand, then shuffle.",
    "Search your library for a Goblin card, reveal it, put it onto the battlefield, then shuffle.",
])
def test_subtype_search_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{R}", "types": ["Sorcery"], "text": text}).played


@pytest.mark.parametrize("rules", [R26, R07])
def test_entomb_puts_the_chosen_card_into_the_graveyard(cards, rules):
    objs = [obj("ent", "Entomb", zone="hand"), *lands(1, "Swamp"), obj("g", "Hill Giant", zone="library"), obj("b", "Grizzly Bears", zone="library")]
    replay = play(cards, rules, objs, cast("ent", 1, "Swamp", choices={"cards": ["b"]}))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert sorted(zone(replay, "Alice", "graveyard")) == ["b", "ent"] and library(replay) == ["g"], log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_whisper_squad_puts_a_card_named_whisper_squad_onto_the_battlefield_tapped(cards, rules):
    objs = [obj("ws", "Whisper Squad"), *lands(2, "Swamp"), obj("g", "Hill Giant", zone="library"), obj("ws2", "Whisper Squad", zone="library")]
    act = {"type": "activate_ability", "player": "Alice", "object": "ws", "ability": 0, "mana_abilities": [{"object": "s0"}, {"object": "s1"}]}
    replay = play(cards, rules, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    mine = {o["id"]: o for o in replay.final_state["zones"]["Alice"]["in_play"]}
    assert mine["ws2"].get("tapped") and library(replay) == ["g"], log(replay)


BOB_LIBRARY = [obj(f"b{i}", "Hill Giant", "Bob", zone="library") for i in range(6)]


@pytest.mark.parametrize("rules", [R26, R07])
def test_orcish_spy_looks_at_target_players_top_three(cards, rules):
    act = {"type": "activate_ability", "player": "Alice", "object": "spy", "ability": 0, "targets": ["Bob"]}
    replay = play(cards, rules, [obj("spy", "Orcish Spy"), *BOB_LIBRARY], [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "Alice looks at the top 3 cards of Bob's library" in log(replay)
    assert library(replay, "Bob") == [f"b{i}" for i in range(6)]


@pytest.mark.parametrize("rules", [R26, R07])
def test_visions_may_have_that_player_shuffle(cards, rules):
    replay = play(cards, rules, [obj("vis", "Visions", zone="hand"), *lands(1, "Plains"), *BOB_LIBRARY],
                  cast("vis", 1, "Plains", targets=["Bob"], choices={"may": True}))
    assert not any(s.refused for s in replay.steps), log(replay)
    assert "Alice looks at the top 5 cards of Bob's library" in log(replay) and "Bob shuffles their library" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_tel_jilad_stylus_puts_a_permanent_you_own_on_the_bottom(cards, rules):
    objs = [obj("sty", "Tel-Jilad Stylus"), obj("bears", "Grizzly Bears"), *LIBRARY]
    act = {"type": "activate_ability", "player": "Alice", "object": "sty", "ability": 0, "targets": ["bears"]}
    replay = play(cards, rules, objs, [act, p("Alice"), p("Bob")])
    assert not any(s.refused for s in replay.steps), log(replay)
    assert library(replay)[-1] == "bears", log(replay)
