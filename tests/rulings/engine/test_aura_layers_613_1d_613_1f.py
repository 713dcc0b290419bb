"""An Aura that sets a creature type (layer 4: 2026 613.1d; 2007 418.5a (4))
or removes all abilities (2026 613.1f layer 6; 2007 418.5a (5)), applied in
its layer: the type before an anthem that reads it, the abilities before
power and toughness."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

R07, R26 = "2007-02-01", "2026-06-19"


def aura(name, ability, text):
    return {"name": name, "mana_cost": "{0}", "types": ["Enchantment"], "subtypes": ["Aura"], "targets": ["creature"],
            "abilities": [{"kind": "keyword", "keyword": "enchant", "what": "creature"},
                          {"kind": "static", "affects": "enchanted", **ability, "text": text}], "text": text}


ZOMBIFY = aura("Zombify Test", {"is": {"subtypes": ["Zombie"]}}, "Enchanted creature is a Zombie.")
SILENCE = aura("Silence Test", {"loses_all_abilities": True}, "Enchanted creature loses all abilities.")
ZOMBIE_LORD = {"name": "Zombie Lord", "mana_cost": "{0}", "types": ["Creature"], "subtypes": ["Zombie"], "power": 2, "toughness": 2,
               "abilities": [{"kind": "static", "affects": "creatures", "filter": {"subtype": "Zombie", "other": True},
                              "pump": {"power": 1, "toughness": 1}, "text": "Other Zombie creatures get +1/+1."}]}


def played(objects, actions, rules):
    return run_scenario(load_scenario({**make(objects, actions), "rules": rules}))


@pytest.mark.parametrize("rules, rule", [(R26, "613.1d"), (R07, "418.5a")])
def test_an_aura_that_makes_a_creature_a_zombie_lets_a_zombie_anthem_read_it(rules, rule):
    r = played([obj("lord", ZOMBIE_LORD), obj("bears", "Grizzly Bears"), obj("z", ZOMBIFY, zone="hand")],
               [act("play_spell", object="z", targets=["bears"]), pass_("Alice"), pass_("Bob")], rules)
    assert objects_by_id(r.final_state)["bears"]["power"] == 3
    assert rule in rules_of(r.steps[-1])


@pytest.mark.parametrize("rules", [R07, R26])
def test_an_aura_on_the_lord_that_removes_its_abilities_ends_its_anthem(rules):
    r = played([obj("lord", ZOMBIE_LORD), obj("zombie", {**ZOMBIE_LORD, "name": "Other Zombie", "abilities": []}),
                obj("s", SILENCE, zone="hand")],
               [act("play_spell", object="s", targets=["lord"]), pass_("Alice"), pass_("Bob")], rules)
    assert objects_by_id(r.final_state)["zombie"]["power"] == 2


@pytest.mark.parametrize("rules, rule", [(R26, "613.1f"), (R07, "418.5a")])
def test_an_aura_that_removes_all_abilities_takes_flying_away(rules, rule):
    from rulings.engine.continuous import characteristics
    from rulings.engine.engine import game_at
    data = {**make([obj("drake", "Wind Drake"), obj("s", SILENCE, zone="hand")],
                   [act("play_spell", object="s", targets=["drake"]), pass_("Alice"), pass_("Bob")]), "rules": rules}
    r = run_scenario(load_scenario(data))
    assert rule in rules_of(r.steps[-1])
    game = game_at(load_scenario(data), 3)
    assert not characteristics(game, game.objects["drake"]).has_keyword("flying")


def test_a_creature_that_loses_its_abilities_keeps_a_later_granted_one():
    """Timestamp order within the layer (613.7): an ability gained after the Aura stays."""
    jump = {"name": "Jump", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
            "effect": [{"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "flying"}, "to": "target:0", "until": "end_of_turn"}],
            "text": "Target creature gains flying until end of turn."}
    from rulings.engine.continuous import characteristics
    from rulings.engine.engine import game_at
    data = {**make([obj("bears", "Grizzly Bears"), obj("s", SILENCE, zone="hand"), obj("j", jump, zone="hand")],
                   [act("play_spell", object="s", targets=["bears"]), pass_("Alice"), pass_("Bob"),
                    act("play_spell", object="j", targets=["bears"]), pass_("Alice"), pass_("Bob")]), "rules": R26}
    game = game_at(load_scenario(data), 6)
    assert characteristics(game, game.objects["bears"]).has_keyword("flying")
