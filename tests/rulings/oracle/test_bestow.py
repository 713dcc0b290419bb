"""Bestow (2026 702.103) on a real card, Nyxborn Wolf ({2}{G} 3/1, "Bestow {4}{G}",
"Enchanted creature gets +3/+1."): cast bestowed it is an Aura spell with enchant creature
and resolves attached to its target; when that creature leaves, the Wolf is a creature again
(702.103f); with its target gone as it resolves, it resolves as a creature (702.103e); cast
for its mana cost it is a creature. Later than February 2007: refused there."""
from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import cited, obj, p

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(lookup, actions, rules=R26):
    objects = [obj("wolf", "Nyxborn Wolf", zone="hand"), *(obj(f"f{i}", "Forest") for i in range(5)), obj("elves", "Fyndhorn Elves"),
               obj("m", "Mountain", owner="Bob"), obj("shock", "Shock", owner="Bob", zone="hand")]
    data = {"format": 1, "rules": rules, "name": "bestow", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    return run_scenario(load_scenario(data, cards=lookup))


BESTOW = {"type": "play_spell", "player": "Alice", "object": "wolf", "targets": ["elves"], "pay": {"alternative": "bestow"}}
SHOCK = {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["elves"]}


def state_of(step, oid):
    return next(o for zones in step.state["zones"].values() for objs in zones.values() for o in objs if o["id"] == oid)


def test_nyxborn_wolf_is_fully_played(pool):
    assert pool["Nyxborn Wolf"].played
    assert {"kind": "keyword", "keyword": "bestow", "cost": "{4}{G}"} in pool["Nyxborn Wolf"].definition["abilities"]


def test_cast_bestowed_it_resolves_as_an_aura_and_pumps_its_creature(lookup):
    replay = scenario(lookup, [BESTOW, p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    wolf, elves = state_of(replay.steps[-1], "wolf"), state_of(replay.steps[-1], "elves")
    assert wolf["attached_to"] == "elves" and "Creature" not in wolf["types"] and "Aura" in wolf["subtypes"]
    assert (elves["power"], elves["toughness"]) == (4, 2)
    assert {"702.103a", "702.103b"} <= cited(replay)


def test_when_its_creature_dies_the_bestowed_wolf_is_a_creature_again(lookup):
    replay = scenario(lookup, [BESTOW, p("Alice"), p("Bob"), p("Alice"), SHOCK, p("Bob"), p("Alice")])
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    wolf = state_of(replay.steps[-1], "wolf")
    assert any(o["id"] == "elves" for o in replay.steps[-1].state["zones"]["Alice"]["graveyard"])
    assert wolf.get("attached_to") is None and "Creature" in wolf["types"] and (wolf["power"], wolf["toughness"]) == (3, 1)
    assert "702.103f" in cited(replay)


def test_with_its_target_gone_it_resolves_as_a_creature(lookup):
    replay = scenario(lookup, [BESTOW, p("Alice"), SHOCK, p("Bob"), p("Alice"), p("Alice"), p("Bob")])
    assert not any(st.refused for st in replay.steps), [ev.text for st in replay.steps if st.refused for ev in st.events]
    wolf = state_of(replay.steps[-1], "wolf")
    assert "Creature" in wolf["types"] and wolf.get("attached_to") is None
    assert "702.103e" in cited(replay)


def test_cast_for_its_mana_cost_it_is_a_creature(lookup):
    replay = scenario(lookup, [{"type": "play_spell", "player": "Alice", "object": "wolf"}, p("Alice"), p("Bob")])
    wolf = state_of(replay.steps[-1], "wolf")
    assert "Creature" in wolf["types"] and (wolf["power"], wolf["toughness"]) == (3, 1)


def test_under_2007_a_card_with_bestow_is_refused(lookup):
    refused = scenario(lookup, [BESTOW], rules=R07).steps[1]
    assert refused.refused


def test_near_miss_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{G}", "types": ["Enchantment", "Creature"], "power": "2",
                             "toughness": "2", "text": "Bestow—Pay 3 life.\nEnchanted creature gets +2/+2."}).played


def test_a_bestowed_aura_has_no_power_or_toughness_though_printed(lookup):
    """208.3: a noncreature permanent has no power or toughness, even one printed on it."""
    replay = scenario(lookup, [BESTOW, p("Alice"), p("Bob")])
    wolf = state_of(replay.steps[-1], "wolf")
    assert (wolf["power"], wolf["toughness"]) == (None, None)
