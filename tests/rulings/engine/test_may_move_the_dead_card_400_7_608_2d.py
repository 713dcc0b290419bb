""""When this creature dies, you may exile it. If you do, ...": "it" is the card the event put into
the graveyard (rulings/engine/card_still_there.py). Once that card has left the graveyard it is
a new object (2007 217.1c; 2026 400.7): choosing to exile it is choosing what can't be done, and
is refused (2007 413.2c; 2026 608.2d)."""
import pytest

from .conftest import act, make, obj, objects_by_id, pass_, rules_of

EDITIONS = {"2007-02-01": ("413.2c", "217.1c"), "2026-06-19": ("608.2d", "400.7")}
RECTOR = {"name": "Patient Rector", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
          "abilities": [{"kind": "activated", "cost": {"sacrifice": "self"}, "effect": [{"do": "draw", "amount": 1}]},
                        {"kind": "triggered", "trigger": {"event": "dies", "who": "self"},
                         "effect": [{"do": "may", "text": "exile it", "effect": [{"do": "remove_from_game", "what": "it"}],
                                     "then": [{"do": "gain_life", "amount": 3, "player": "you"}]}]}]}
SWEEP = {"name": "Grave Sweep", "mana_cost": "{0}", "types": ["Instant"], "targets": ["player"],
         "effect": [{"do": "exile_graveyard", "player": "target:0"}], "text": "Exile target player's graveyard."}


def scenario(rules, may, swept):
    objects = [obj("rector", RECTOR), obj("sweep", SWEEP, owner="Bob", zone="hand"), obj("c", "Plains", zone="library")]
    respond = [pass_("Alice"), act("play_spell", "Bob", object="sweep", targets=["Alice"]), pass_("Bob"), pass_("Alice")] if swept else []
    last = {**pass_("Bob"), "choices": {"rector": {"may": may}}}
    actions = [act("activate_ability", object="rector", ability=0), *respond, pass_("Alice"), last]
    return {**make(objects, actions), "rules": rules}


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_dead_card_still_in_the_graveyard_is_exiled_and_if_you_do_follows(play, rules):
    last = play(scenario(rules, True, swept=False)).steps[-1]
    assert not last.refused
    assert objects_by_id(last.state)["rector"]["zone"] == "removed_from_game"
    assert last.state["players"][0]["life"] == 23 and EDITIONS[rules][0] in rules_of(last)


@pytest.mark.parametrize("rules", EDITIONS)
def test_choosing_to_exile_the_card_that_left_the_graveyard_is_refused(play, rules):
    last = play(scenario(rules, True, swept=True)).steps[-1]
    assert last.refused and "has left the zone" in " ".join(e.text for e in last.events)
    assert {EDITIONS[rules][1], EDITIONS[rules][0]} <= set(rules_of(last))
    assert last.state["players"][0]["life"] == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_declining_leaves_the_card_and_nothing_follows(play, rules):
    last = play(scenario(rules, False, swept=False)).steps[-1]
    assert objects_by_id(last.state)["rector"]["zone"] == "graveyard" and last.state["players"][0]["life"] == 20
