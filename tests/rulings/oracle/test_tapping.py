"""Tapping and untapping (rulings/oracle/tapping.py), played from real cards' Oracle text
(tapping_cards.json: records copied from the pool): Rallying Roar's "Creatures you control get
+1/+1 until end of turn. Untap them." (the set fixed as it resolves: 2007 418.3b; 2026 611.2c),
Leo's Guidance's targets untapped; Mole Worms' "It doesn't untap during its controller's untap step
for as long as this creature remains tapped" and Dungeon Geists' "... for as long as you control
this creature" (2007 302.2, 418.3a; 2026 502.3, 611.2a); Inaction Injunction's and New Prahv
Guildmage's detain (2026 701.35a; the 2007 rules, which don't have it, follow the card's words and
cite their own restrictions); Harmony of Nature's and Orphans of the Wheat's "Tap any number of
untapped creatures you control" chosen as it resolves (2007 413.2c; 2026 608.2d) and counted; Snap's
"Untap up to two lands" chosen the same way; Argothian Elder's "Untap two target lands" (none chosen
twice: 2007 409.1c; 2026 115.3); and near misses that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.engine.errors import ScenarioError
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, objects_in, p, texts

CARDS = Path(__file__).parent / "tapping_cards.json"
POOL_TOO = True  # Grizzly Bears, Forest, Plains, Island from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)
UNTAP = {R2007: "302.2", R2026: "502.3"}
LASTS = {R2007: "418.3a", R2026: "611.2a"}
LOCKED_IN = {R2007: "418.3b", R2026: "611.2c"}
NO_ACTIVATING = {R2007: "409.4", R2026: "701.35a"}
NO_BLOCKING = {R2007: "309.2a", R2026: "701.35a"}
CHOICE_ON_RESOLUTION = {R2007: "413.2c", R2026: "608.2d"}
PRECEDENCE = {R2007: "103.1", R2026: "101.1"}


@pytest.mark.parametrize("name", ["Gleam of Resistance", "Rally to Battle", "Rallying Roar", "Jeskai Ascendancy", "Leo's Guidance",
                                  "Mole Worms", "Rust Tick", "Phyrexian Gremlins", "Dungeon Geists", "Tidebinder Mage", "Sand Squid",
                                  "Amber Prison", "Inaction Injunction", "New Prahv Guildmage", "Azorius Arrester", "Lyev Decree",
                                  "Harmony of Nature", "Orphans of the Wheat", "Jaddi Lifestrider",
                                  "Argothian Elder", "Snap", "Palinchron", "Frantic Search", "Wintermoon Mesa", "Unwind", "Lead Golem", "Choke", "Meekstone",
                                  "Rhonas's Last Stand", "Bontu's Last Reckoning",
                                  "Seedborn Muse", "Thousand Moons Infantry"])
def test_the_cards_compile(compiled, name):
    assert compiled[name].played, compiled[name].why_not


def play(cards, objects, actions, rules, at_end=False):
    data = in_main_phase(objects, actions, rules, "tapping")
    if at_end:
        data["turn"] = {**data["turn"], "phase": "end", "step": "end_of_turn"}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def tapped(replay) -> dict:
    return {k: bool(o.get("tapped")) for k, o in objects_in(replay.final_state).items()}


@pytest.mark.parametrize("rules", EDITIONS)
def test_rallying_roar_pumps_and_untaps_the_creatures_alice_controls(cards, rules):
    objects = [obj("roar", "Rallying Roar", zone="hand"), *[obj(f"pl{k}", "Plains") for k in range(3)],
               obj("bears", "Grizzly Bears", tapped=True), obj("bob_bears", "Grizzly Bears", owner="Bob", tapped=True)]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "roar"}, p("Alice"), p("Bob")], rules)
    assert (tapped(replay)["bears"], tapped(replay)["bob_bears"]) == (False, True), log(replay)
    assert "Alice's Grizzly Bears gets +1/+1 until end of turn." in log(replay)
    assert LOCKED_IN[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_leos_guidance_untaps_each_target_it_put_a_counter_on(cards, rules):
    objects = [obj("guidance", "Leo's Guidance", zone="hand"), *[obj(f"pl{k}", "Plains") for k in range(3)],
               obj("a", "Grizzly Bears", tapped=True), obj("b", "Grizzly Bears", tapped=True), obj("c", "Grizzly Bears", tapped=True)]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "guidance", "targets": ["a", "b"]},
                                   p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert [(tapped(replay)[k], objs[k].get("counters", {}).get("+1/+1")) for k in "abc"] == [(False, 1), (False, 1), (True, None)], log(replay)


def to_bobs_turn(cards, objects, first, rules):
    """In Alice's end step, `first` (actions), each resolved; then the turn passes to Bob, who untaps."""
    replay = play(cards, objects, [*first, p("Alice"), p("Bob")], rules, at_end=True)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    return replay


def mole_worms(cards, rules, more=()):
    objects = [obj("worms", "Mole Worms"), obj("forest", "Forest", owner="Bob"), obj("roar", "Rallying Roar", zone="hand"),
               *[obj(f"pl{k}", "Plains") for k in range(3)]]
    return to_bobs_turn(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "worms", "ability": 1, "targets": ["forest"]},
                                         p("Alice"), p("Bob"), *more], rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_mole_worms_keeps_the_land_tapped_while_it_remains_tapped(cards, rules):
    replay = mole_worms(cards, rules)
    assert tapped(replay)["forest"] and tapped(replay)["worms"], log(replay)
    assert {UNTAP[rules], LASTS[rules]} <= cited(replay)
    assert "Forest doesn't untap during its controller's untap step for as long as Mole Worms remains tapped." in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_once_mole_worms_untaps_the_land_untaps_as_usual(cards, rules):
    replay = mole_worms(cards, rules, [{"type": "play_spell", "player": "Alice", "object": "roar"}, p("Alice"), p("Bob")])
    assert not tapped(replay)["forest"] and not tapped(replay)["worms"], log(replay)


def dungeon_geists(cards, rules, bounce=False):
    """Alice casts Dungeon Geists on turn 3; its trigger taps Bob's Grizzly Bears; then the turn passes to Bob."""
    objects = [obj("geists", "Dungeon Geists", zone="hand"), *[obj(f"i{k}", "Island") for k in range(4)],
               obj("bears", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "geists"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", trigger_targets={"geists": ["bears"]}), {"type": "pass_until", "player": "Alice", "step": "end_of_turn"},
               p("Alice"), p("Bob")]
    return play(cards, objects, actions, rules)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dungeon_geists_keeps_the_creature_tapped_while_alice_controls_it(cards, rules):
    replay = dungeon_geists(cards, rules)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (4, "Bob"), log(replay)
    assert tapped(replay)["bears"], log(replay)
    assert UNTAP[rules] in cited(replay)
    assert "Grizzly Bears doesn't untap during its controller's untap step for as long as Alice controls Dungeon Geists." in log(replay)


def injunction(cards, rules, more):
    """Alice casts Inaction Injunction on Bob's Llanowar Elves; then `more`."""
    objects = [obj("injunction", "Inaction Injunction", zone="hand"), *[obj(f"i{k}", "Island") for k in range(2)],
               obj("elves", "Llanowar Elves", owner="Bob"), obj("bears", "Grizzly Bears"), obj("card", "Island", zone="library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "injunction", "targets": ["elves"]}, p("Alice"), p("Bob"), *more]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "detain"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_detained_creatures_mana_ability_can_t_be_activated(cards, rules):
    replay = injunction(cards, rules, [p("Alice"), {"type": "activate_ability", "player": "Bob", "object": "elves", "ability": 0}])
    *done, refused = replay.steps
    assert refused.refused and not any(st.refused for st in done), log(replay)
    assert NO_ACTIVATING[rules] in {c.rule for c in refused.citations}
    assert objects_in(replay.final_state)["card"]["zone"] == "hand"  # and the spell's "Draw a card."


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_detained_creature_can_t_block(cards, rules):
    replay = injunction(cards, rules, [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
                                       {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]}, p("Alice"), p("Bob"),
                                       {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "elves", "attacker": "bears"}]}])
    *done, refused = replay.steps
    assert refused.refused and not any(st.refused for st in done), log(replay)
    assert NO_BLOCKING[rules] in {c.rule for c in refused.citations}


def test_under_2007_the_log_says_detain_is_later(cards):
    assert "Detain (a rule later than February 2007" in log(injunction(cards, R2007, []))


@pytest.mark.parametrize("rules", EDITIONS)
def test_detain_ends_as_alices_next_turn_begins(cards, rules):
    """In Bob's end step Alice's New Prahv Guildmage detains Bob's Llanowar Elves; Alice's turn 5 ends it."""
    objects = [obj("guildmage", "New Prahv Guildmage"), *[obj(f"i{k}", "Island") for k in range(4)], obj("pl", "Plains"),
               obj("elves", "Llanowar Elves", owner="Bob")]
    actions = [p("Bob"), {"type": "activate_ability", "player": "Alice", "object": "guildmage", "ability": 1, "targets": ["elves"]},
               p("Alice"), p("Bob"), p("Bob"), p("Alice")]
    data = in_main_phase(objects, actions, rules, "detain")
    data["turn"] = {"number": 4, "active_player": "Bob", "phase": "end", "step": "end_of_turn"}
    replay = run_scenario(load_scenario(data, cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    assert (replay.final_state["turn"], replay.final_state["active_player"]) == (5, "Alice"), log(replay)
    assert "is detained" in log(replay) and not [e for e in replay.final_state["continuous_effects"] if e["kind"] == "detained"]
    assert "it lasted until Alice's next turn" in log(replay)


def harmony(cards, rules, choices):
    """Alice casts Harmony of Nature with three untapped creatures, Bob's Grizzly Bears beside them."""
    objects = [obj("harmony", "Harmony of Nature", zone="hand"), *[obj(f"f{k}", "Forest") for k in range(3)],
               obj("a", "Grizzly Bears"), obj("b", "Grizzly Bears"), obj("c", "Llanowar Elves"), obj("bob", "Grizzly Bears", owner="Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "harmony"}, p("Alice"),
               p("Bob", **({} if choices is None else {"choices": {"harmony": {"tap": choices}}}))]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "tap any number"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_harmony_of_nature_gains_4_life_for_each_creature_alice_taps(cards, rules):
    replay = harmony(cards, rules, ["a", "c"])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert [tapped(replay)[k] for k in ("a", "b", "c", "bob")] == [True, False, True, False]
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Alice"] == 28, log(replay)
    assert CHOICE_ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("choices", [None, ["bob"], ["a", "a"], ["f0"]])
def test_harmony_of_nature_refuses_a_missing_or_wrong_choice(cards, choices):
    replay = harmony(cards, R2026, choices)
    *done, refused = replay.steps
    assert refused.refused and not any(st.refused for st in done), log(replay)
    assert '"choices": {"harmony": {"tap": [...]}}' in texts(replay)[-1]
    assert CHOICE_ON_RESOLUTION[R2026] in {c.rule for c in refused.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_orphans_of_the_wheat_gets_1_1_for_each_creature_tapped_as_it_attacks(cards, rules):
    objects = [obj("orphans", "Orphans of the Wheat"), obj("a", "Grizzly Bears"), obj("b", "Grizzly Bears")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["orphans"]}, p("Alice"),
               p("Bob", choices={"orphans": {"tap": ["a", "b"]}})]
    replay = play(cards, objects, actions, rules)
    assert tapped(replay)["a"] and tapped(replay)["b"]
    assert "Orphans of the Wheat gets +2/+2 until end of turn" in log(replay), log(replay)


def snap(cards, rules, lands):
    """Alice casts Snap ({1}{U}) with two Islands on Bob's Grizzly Bears, untapping `lands` as it resolves."""
    objects = [obj("snap", "Snap", zone="hand"), obj("i0", "Island"), obj("i1", "Island"), obj("i2", "Island", tapped=True),
               obj("bears", "Grizzly Bears", owner="Bob"), obj("forest", "Forest", owner="Bob", tapped=True)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "snap", "targets": ["bears"]}, p("Alice"),
               p("Bob", choices={"snap": {"untap_lands": lands}})]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules, "untap up to"), cards=cards))


@pytest.mark.parametrize("rules", EDITIONS)
def test_snap_untaps_up_to_two_lands_chosen_as_it_resolves(cards, rules):
    replay = snap(cards, rules, ["i0", "i1"])
    assert not any(st.refused for st in replay.steps), log(replay)
    assert [tapped(replay)[k] for k in ("i0", "i1", "i2", "forest")] == [False, False, True, True]
    assert objects_in(replay.final_state)["bears"]["zone"] == "hand"
    assert CHOICE_ON_RESOLUTION[rules] in cited(replay)


@pytest.mark.parametrize("lands", [["i0", "i1", "i2"], ["bears"]])
def test_snap_refuses_more_than_two_lands_or_a_creature(cards, lands):
    *done, refused = snap(cards, R2026, lands).steps
    assert refused.refused and not any(st.refused for st in done)


@pytest.mark.parametrize("rules", EDITIONS)
def test_argothian_elder_untaps_two_different_target_lands(cards, rules):
    objects = [obj("elder", "Argothian Elder"), obj("f0", "Forest", tapped=True), obj("f1", "Forest", tapped=True)]
    ok = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "elder", "ability": 0, "targets": ["f0", "f1"]},
                               p("Alice"), p("Bob")], rules)
    assert not tapped(ok)["f0"] and not tapped(ok)["f1"] and tapped(ok)["elder"], log(ok)
    twice = run_scenario(load_scenario(in_main_phase(objects, [{"type": "activate_ability", "player": "Alice", "object": "elder",
                                                                "ability": 0, "targets": ["f0", "f0"]}], rules, "twice"), cards=cards))
    assert twice.steps[-1].refused, log(twice)


@pytest.mark.parametrize("rules", EDITIONS)
def test_lead_golem_attacking_won_t_untap_in_alices_next_untap_step(cards, rules):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["golem"]}, p("Alice"), p("Bob")]
    replay = play(cards, [obj("golem", "Lead Golem")], actions, rules)
    assert [e["affects"] for e in replay.final_state["continuous_effects"] if e["kind"] == "doesnt_untap_next"] == ["golem"], log(replay)
    assert LASTS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_choke_keeps_bobs_islands_tapped_in_his_untap_step(cards, rules):
    objects = [obj("choke", "Choke"), obj("island", "Island", owner="Bob", tapped=True), obj("forest", "Forest", owner="Bob", tapped=True),
               obj("mine", "Island", tapped=True)]
    replay = to_bobs_turn(cards, objects, [], rules)
    assert [tapped(replay)[k] for k in ("island", "forest", "mine")] == [True, False, True], log(replay)
    assert UNTAP[rules] in cited(replay)


@pytest.mark.parametrize("keeps, field", [({"zone": "graveyard"}, "zone"), ({"types": ["Spell"]}, "types")])
def test_the_loader_names_a_wrong_keeps_tapped_filter(keeps, field):
    card = {"name": "Stone Test", "mana_cost": "{2}", "types": ["Artifact"], "abilities": [{"kind": "static", "keeps_tapped": keeps}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(in_main_phase([obj("stone", card)], [], R2026))
    assert f"objects[0].card.abilities[0].keeps_tapped.{field}" in str(e.value)


@pytest.mark.parametrize("rules", EDITIONS)
def test_rhonas_s_last_stand_keeps_alice_s_lands_from_her_next_untap_step(cards, rules):
    objects = [obj("stand", "Rhonas's Last Stand", zone="hand"), obj("f0", "Forest"), obj("f1", "Forest"), obj("bob_land", "Forest", owner="Bob")]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "stand"}, p("Alice"), p("Bob")], rules)
    kept = sorted(e["affects"] for e in replay.final_state["continuous_effects"] if e["kind"] == "doesnt_untap_next")
    assert kept == ["f0", "f1"], log(replay)
    assert LASTS[rules] in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_seedborn_muse_untaps_alice_s_permanents_in_bob_s_untap_step(cards, rules):
    objects = [obj("muse", "Seedborn Muse", tapped=True), obj("forest", "Forest", tapped=True),
               obj("bob_forest", "Forest", owner="Bob", tapped=True)]
    replay = to_bobs_turn(cards, objects, [], rules)
    assert [tapped(replay)[k] for k in ("muse", "forest", "bob_forest")] == [False, False, False], log(replay)
    assert PRECEDENCE[rules] in cited(replay)
    assert "untaps during Bob's untap step (Seedborn Muse's ability)" in log(replay)


@pytest.mark.parametrize("text", [
    "Creatures you control get +1/+1 until end of turn. Untap those lands.",
    "Target player draws a card. Untap them.",
    "Tap target land. It doesn't untap during its controller's untap step for as long as you control a Swamp.",
    "Tap target land. That creature doesn't untap during its controller's untap step for as long as this creature remains tapped.",
    "Destroy target land. It doesn't untap during its controller's untap step for as long as this creature remains tapped.",
    "Detain target creature card in a graveyard.",
    "Tap any number of untapped creatures you control. Draw a card for each creature tapped this way.",
    "Tap any number of untapped artifacts you control. You gain 4 life for each artifact tapped this way.",
    "Draw a card. You gain 4 life for each creature tapped this way.",
    "Untap two target lands and target creature.",
    "Untap up to two lands you control.",
    "~ doesn't untap during your next untap step and gains flying.",
    "Draw a card. Lands you control don't untap during their controllers' next untap steps.",
    "Detain up to two target creatures your opponents control and tap them.",
])
def test_near_misses_stay_text_only(text):
    card = {"name": "Near Miss", "mana_cost": "{U}", "types": ["Instant"], "text": text}
    assert not compile_card(card).played
    assert not compile_card({**card, "types": ["Creature"], "power": "1", "toughness": "1", "text": "{T}: " + text}).played


@pytest.mark.parametrize("text", ["Creatures of the chosen type don't untap during their controllers' untap steps.",
                                  "Islands you control don't untap during their controllers' untap steps.",
                                  "Untap all creatures your opponents control during each other player's untap step.",
                                  "Creature cards in graveyards don't untap during their controllers' untap steps."])
def test_static_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Enchantment"], "text": text}).played
