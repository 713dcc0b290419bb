"""Abilities that trigger on copying a spell (rulings/engine/copy_triggers.py): "Whenever you cast
or copy an instant or sorcery spell" triggers as a copy is put onto the stack under its controller's
control (2007: 503.10; 2026: 707.10); "whenever you cast" alone doesn't, a copy isn't cast."""
import pytest

from .conftest import act, make, obj, pass_

R2007, R2026 = "2007-02-01", "2026-06-19"
COPY = {R2007: "503.10", R2026: "707.10"}


def watcher(or_copies):
    trigger = {"event": "plays_spell", "whose": "your", "spell": "instant_or_sorcery"}
    if or_copies:
        trigger["or_copies"] = True
    return {"name": "Watcher", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": trigger, "effect": [{"do": "gain_life", "amount": 1}],
                           "text": "Whenever you cast " + ("or copy " if or_copies else "") + "an instant or sorcery spell, you gain 1 life."}]}


def bolt_and_twincast(watcher_card, rules):
    """Alice controls `watcher_card`, casts Lightning Bolt at Bob, then copies it with Twincast."""
    objs = [obj("w", watcher_card), obj("m", "Mountain"), obj("bolt", "Lightning Bolt", zone="hand"),
            obj("i1", "Island"), obj("i2", "Island"), obj("twincast", "Twincast", zone="hand")]
    passes = [p for _ in range(6) for p in (pass_("Alice"), pass_("Bob"))]
    data = make(objs, [act("play_spell", object="bolt", targets=["Bob"], mana_abilities=[{"object": "m"}]),
                       act("play_spell", object="twincast", targets=["bolt"], mana_abilities=[{"object": "i1"}, {"object": "i2"}]),
                       *passes])
    data["rules"] = rules
    return data


def scenario(or_copies, rules):
    return bolt_and_twincast(watcher(or_copies), rules)


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_cast_or_copy_triggers_on_the_copy_too(play, rules):
    r = play(scenario(True, rules))
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][0]["life"] == 23  # Bolt, Twincast, the copy
    cited = [(c.rule, c.concept) for s in r.steps for e in s.events if "Watcher's ability triggers" in e.text for c in e.citations]
    assert (COPY[rules], "copy_spell") in cited


@pytest.mark.parametrize("rules", [R2007, R2026])
def test_cast_alone_doesnt_trigger_on_a_copy(play, rules):
    r = play(scenario(False, rules))
    assert not any(s.refused for s in r.steps)
    assert r.steps[-1].state["players"][0]["life"] == 22  # Bolt and Twincast only
