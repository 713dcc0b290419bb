"""Real cards with two linked abilities (rulings/oracle/aura_abilities.py, rulings/engine/effects/linked_exile.py):
Faceless Butcher's "When this creature enters, exile another target creature" and "When this creature
leaves the battlefield, return the exiled card to the battlefield under its owner's control" (2007: 217.7d;
2026: 607.2a). Two separate abilities: if it leaves before the first resolves, the card stays exiled."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

LINKED = {"2007-02-01": "217.7d", "2026-06-19": "607.2a"}
SWAMPS = [obj(f"s{i}", "Swamp", "Alice") for i in range(4)]
CAST_BUTCHER = {"type": "play_spell", "player": "Alice", "object": "butcher", "mana_abilities": [{"object": f"s{i}"} for i in range(4)]}
BOLT_BUTCHER = {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["butcher"], "mana_abilities": [{"object": "m"}]}


def p(player, **extra):
    return {"type": "pass_priority", "player": player, **extra}


def zone_of(replay, oid):
    return next((player, zone) for player, zones in replay.final_state["zones"].items() for zone, objs in zones.items()
                if isinstance(objs, list) and any(o.get("id") == oid for o in objs))


def butcher_game(lookup, rules, actions):
    data = scenario([obj("butcher", "Faceless Butcher", "Alice", "hand"), *SWAMPS, obj("m", "Mountain", "Alice"),
                     obj("bolt", "Lightning Bolt", "Alice", "hand"), obj("lions", "Savannah Lions", "Bob")], actions, rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("name", ["Faceless Butcher", "Journey to Nowhere"])
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", EDITIONS)
def test_faceless_butcher_returns_the_creature_it_exiled_when_it_leaves(lookup, rules):
    replay = butcher_game(lookup, rules, [CAST_BUTCHER, p("Alice"), p("Bob", trigger_targets={"butcher": ["lions"]}),
                                          p("Alice"), p("Bob"), BOLT_BUTCHER, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone_of(replay, "butcher") == ("Alice", "graveyard")
    assert zone_of(replay, "lions") == ("Bob", "in_play")
    assert LINKED[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_faceless_butcher_leaving_before_its_enters_ability_resolves_exiles_the_creature_for_good(lookup, rules):
    """The leaves ability resolves first and finds nothing; then the enters ability exiles the Lions."""
    replay = butcher_game(lookup, rules, [CAST_BUTCHER, p("Alice"), p("Bob", trigger_targets={"butcher": ["lions"]}),
                                          BOLT_BUTCHER, p("Alice"), p("Bob"), p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone_of(replay, "butcher") == ("Alice", "graveyard")
    assert zone_of(replay, "lions") == ("Bob", "removed_from_game")
    said = "\n".join(texts(replay))
    assert "so nothing returns" in said and said.index("so nothing returns") < said.rindex("Savannah Lions is")


def test_journey_to_nowhere_returns_the_creature_when_destroyed(lookup):
    data = scenario([obj("journey", "Journey to Nowhere", "Alice", "hand"), obj("p1", "Plains", "Alice"), obj("p2", "Plains", "Alice"),
                     obj("lions", "Savannah Lions", "Bob"), obj("disenchant", "Disenchant", "Bob", "hand"),
                     obj("p3", "Plains", "Bob"), obj("p4", "Plains", "Bob")],
                    [{"type": "play_spell", "player": "Alice", "object": "journey", "mana_abilities": [{"object": "p1"}, {"object": "p2"}]},
                     p("Alice"), p("Bob", trigger_targets={"journey": ["lions"]}), p("Alice"), p("Bob"), p("Alice"),
                     {"type": "play_spell", "player": "Bob", "object": "disenchant", "targets": ["journey"],
                      "mana_abilities": [{"object": "p3"}, {"object": "p4"}]},
                     p("Bob"), p("Alice"), p("Alice"), p("Bob")], rules="2026-06-19")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert zone_of(replay, "journey") == ("Alice", "graveyard")
    assert zone_of(replay, "lions") == ("Bob", "in_play")


@pytest.mark.parametrize("text", [
    "When this creature enters, exile another target creature.\n{T}: Exile target land.\nWhen this creature leaves the "
    "battlefield, return the exiled card to the battlefield under its owner's control.",
    "When this creature leaves the battlefield, return the exiled card to the battlefield under its owner's control."])
def test_near_misses_stay_text_only(text):
    """A second exiling ability ("the exiled card" could be either), no exiling ability. (Fiend Hunter's "you may
    exile" and Oblivion Ring, returning an Aura too: test_linked_exiles.py.)"""
    card = {"name": "Near Miss", "mana_cost": "{2}{B}", "types": ["Creature"], "power": "2", "toughness": "2", "text": text}
    assert not compile_card(card).played
