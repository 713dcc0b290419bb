"""Real cards whose ability says "you may" before one instruction: "you may destroy target artifact"
(Wild Celebrants, Manglehorn), "you may return target creature to its owner's hand" (Angler Drake),
"you may mill two cards" (Daggerfang Duo), and "If you do" after it (Floral Spuzzem). The target is
chosen as the trigger goes on the stack (2007 410.4; 2026 603.3d); whether to do it, as the ability
resolves (2007 413.2c; 2026 608.2d)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, log, obj, p, zone_of

CARDS = Path(__file__).parent / "optional_instructions_cards.json"
R26, R07 = "2026-06-19", "2007-02-01"
CHOICE = {R26: "608.2d", R07: "413.2c"}


def enters(cards, rules, card, lands, target=None, may=None, others=()):
    """Alice casts `card`; its enters trigger targets `target`; `may` is the choice as it resolves."""
    objects = [obj("it", card, zone="hand"), *[obj(f"l{i}", land) for i, land in enumerate(lands)], *others]
    resolve = p("Bob", **({"choices": {"it": {"may": may}}} if may is not None else {}))
    actions = [{"type": "play_spell", "player": "Alice", "object": "it", "mana_abilities": [{"object": f"l{i}"} for i in range(len(lands))]},
               p("Alice"), p("Bob", **({"trigger_targets": {"it": [target]}} if target else {})), p("Alice"), resolve]
    return run_scenario(load_scenario(in_main_phase(objects, actions, rules), cards=cards))


def test_the_cards_are_fully_played(compiled):
    for name in ("Wild Celebrants", "Manglehorn", "Angler Drake", "Daggerfang Duo", "Floral Spuzzem"):
        assert compiled[name].played, name


@pytest.mark.parametrize("text", [
    "When this creature enters, you may destroy target artifact. If you do, its controller loses 2 life.",
    # "you may return a creature you control to its owner's hand" is read since (test_etb_optional.py)
    "When this creature enters, you may return a creature you don't control to its owner's hand.",
    "When this creature enters, you may destroy target artifact and draw a card.",
    "When this creature enters, you may exile target creature and you may draw a card.",
])
def test_near_misses_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
def test_wild_celebrants_may_destroy_the_target_artifact(cards, rules):
    replay = enters(cards, rules, "Wild Celebrants", ["Mountain"] * 5, "orni", True, [obj("orni", "Ornithopter", owner="Bob")])
    assert zone_of(replay, "orni") == "graveyard"
    assert CHOICE[rules] in cited(replay)


@pytest.mark.parametrize("may", [False, None])
def test_wild_celebrants_declined_or_no_choice_leaves_the_artifact(cards, may):
    replay = enters(cards, R26, "Wild Celebrants", ["Mountain"] * 5, "orni", may, [obj("orni", "Ornithopter", owner="Bob")])
    assert zone_of(replay, "orni") == "in_play"
    assert "Alice doesn't destroy target artifact" in log(replay)


@pytest.mark.parametrize("rules", [R26, R07])
def test_angler_drake_may_return_the_target_creature(cards, rules):
    replay = enters(cards, rules, "Angler Drake", ["Island"] * 6, "bears", True, [obj("bears", "Grizzly Bears", owner="Bob")])
    assert zone_of(replay, "bears") == "hand"


def test_daggerfang_duo_may_mill_two_cards(cards):
    library = [obj(f"c{i}", "Forest", zone="library") for i in range(3)]
    replay = enters(cards, R26, "Daggerfang Duo", ["Swamp"] * 3, may=True, others=library)
    assert [zone_of(replay, f"c{i}") for i in range(3)].count("graveyard") == 2


@pytest.mark.parametrize("may, orni, bob_life", [(True, "graveyard", 20), (False, "in_play", 18)])
def test_floral_spuzzem_unblocked_may_destroy_an_artifact_and_if_it_does_deals_no_combat_damage(cards, may, orni, bob_life):
    objects = [obj("it", "Floral Spuzzem"), obj("orni", "Ornithopter", owner="Bob")]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["it"]},
               p("Alice"), p("Bob"),
               {"type": "declare_blockers", "player": "Bob", "blocks": [], "trigger_targets": {"it": ["orni"]}},
               p("Alice"), p("Bob", choices={"it": {"may": may}}), p("Alice"), p("Bob"),
               {"type": "assign_combat_damage", "player": "Alice", "assignments": []}]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26), cards=cards))
    assert not [s for s in replay.steps if s.refused], log(replay)
    assert zone_of(replay, "orni") == orni
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == bob_life


@pytest.mark.parametrize("text", [
    "When this creature enters, you may have target player lose 2 life and you gain 2 life.",
    "When this creature enters, you may have target creature's controller lose 2 life.",
    "When this creature enters, you may have target player discard a card and draw a card.",
])
def test_near_misses_of_you_may_have_a_player_stay_text_only(text):
    card = compile_card({"name": "Near Miss", "mana_cost": "{2}", "types": ["Creature"], "power": "1", "toughness": "1", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", [R26, R07])
@pytest.mark.parametrize("may, hand_after", [(True, 0), (False, 1)])
def test_ebon_dragon_may_have_target_opponent_discard_a_card(cards, rules, may, hand_after):
    replay = enters(cards, rules, "Ebon Dragon", ["Swamp"] * 7, "Bob", may, [obj("bolt", "Lightning Bolt", owner="Bob", zone="hand")])
    assert len(replay.final_state["zones"]["Bob"]["hand"]) == hand_after
    assert CHOICE[rules] in cited(replay)


def test_ob_nixilis_landfall_may_have_target_player_lose_3_life_and_if_so_gets_three_counters(cards):
    objects = [obj("ob", "Ob Nixilis, the Fallen"), obj("land", "Swamp", zone="hand")]
    actions = [{"type": "play_land", "player": "Alice", "object": "land", "trigger_targets": {"ob": ["Bob"]}},
               p("Alice"), p("Bob", choices={"ob": {"may": True}})]
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, R26), cards=cards))
    assert {pl["name"]: pl["life"] for pl in replay.final_state["players"]}["Bob"] == 17
    ob = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "ob")
    assert ob["counters"] == {"+1/+1": 3}
