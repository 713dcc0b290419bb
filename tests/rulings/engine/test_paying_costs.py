"""409.1: the steps of playing a spell or ability in the log's order, and paying
from what the player can make when the action names no mana (409.1g-h)."""
from .conftest import act, make, obj, pass_, rules_of


def texts(step):
    return [e.text for e in step.events]


def index_of(step, words):
    return next(i for i, t in enumerate(texts(step)) if words in t)


def growth_with(mana_abilities=None):
    objs = [obj("forest", "Forest"), obj("bears", "Grizzly Bears"), obj("growth", "Giant Growth", zone="hand")]
    a = act("play_spell", object="growth", targets=["bears"])
    if mana_abilities is not None:
        a["mana_abilities"] = mana_abilities
    return make(objs, [a])


def test_409_1a_the_spell_goes_on_the_stack_before_the_mana_abilities_played_while_paying(play):
    s = play(growth_with([{"object": "forest"}])).steps[1]
    assert index_of(s, "plays Giant Growth targeting Grizzly Bears; it goes on the stack") < index_of(s, "Forest's mana ability")
    rules = rules_of(s)
    assert rules.index("409.1a") < rules.index("409.1g") < rules.index("409.1h") < rules.index("409.1i")


def test_409_1a_an_ability_goes_on_the_stack_before_its_costs_are_paid(play):
    objs = [obj("f1", "Forest"), obj("f2", "Forest"), obj("rootwalla", "Rootwalla")]
    s = play(make(objs, [act("activate_ability", object="rootwalla", mana_abilities=[{"object": "f1"}, {"object": "f2"}])])).steps[1]
    assert index_of(s, "Rootwalla's ability: ") < index_of(s, "Forest (f1)'s mana ability") < index_of(s, "has been played")


def test_409_1g_a_spell_naming_no_mana_is_paid_from_the_lands_the_player_controls(play):
    s = play(growth_with()).steps[1]
    assert not s.refused
    assert any("names no mana, so Alice pays with mana from Forest" in t for t in texts(s))
    forest = next(o for o in s.state["zones"]["Alice"]["in_play"] if o["id"] == "forest")
    assert forest["tapped"] and "409.1g" in rules_of(s)


def test_409_1g_the_fewest_sources_that_pay_are_played_and_colors_are_respected(play):
    objs = [obj("m", "Mountain"), obj("f1", "Forest"), obj("f2", "Forest"), obj("giant", "Hill Giant", zone="hand"),
            obj("m2", "Mountain"), obj("f3", "Forest")]
    s = play(make(objs, [act("play_spell", object="giant")])).steps[1]
    assert not s.refused
    tapped = {o["id"] for o in s.state["zones"]["Alice"]["in_play"] if o["tapped"]}
    assert len(tapped) == 4 and ("m" in tapped or "m2" in tapped)


def test_409_1h_a_spell_the_player_cannot_make_mana_for_is_refused(play):
    objs = [obj("forest", "Forest"), obj("bolt", "Lightning Bolt", zone="hand")]
    s = play(make(objs, [act("play_spell", object="bolt", targets=["Bob"])])).steps[1]
    assert s.refused and "409.1h" in rules_of(s)
    assert not next(o for o in s.state["zones"]["Alice"]["in_play"] if o["id"] == "forest")["tapped"]


def test_409_1g_an_ability_whose_cost_taps_its_source_is_not_paid_with_that_source(play):
    pinger = {"name": "Pinger", "mana_cost": "{G}", "types": ["Creature"], "power": 1, "toughness": 1,
              "abilities": [{"kind": "activated", "cost": {"mana": "{G}", "tap": True}, "targets": ["player"],
                             "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "{G}, {T}: 1 damage to target player."}]}
    elves_like = {**pinger, "name": "Pinger Elf", "abilities": pinger["abilities"] + [
        {"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "add_mana", "mana": "{G}"}], "text": "{T}: Add {G}."}]}
    objs = [obj("elf", elves_like), obj("forest", "Forest")]
    r = play(make(objs, [act("activate_ability", object="elf", targets=["Bob"]), pass_("Alice"), pass_("Bob")]))
    assert not r.steps[1].refused and "Forest" in next(t for t in texts(r.steps[1]) if "names no mana" in t)
    assert r.steps[3].state["players"][1]["life"] == 19
