"""Two objects of one name are told apart in the log: by their controller when
that tells them apart, else by their id in the scenario; a lone name stays plain."""
from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_


def _bears_fight(edition):
    data = make([obj("bears", "Grizzly Bears"), obj("bears2", "Grizzly Bears", "Bob")],
                [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["bears"]), pass_("Alice"), pass_("Bob"),
                 act("declare_blockers", "Bob", blocks=[{"blocker": "bears2", "attacker": "bears"}]),
                 pass_("Alice"), pass_("Bob"), act("assign_combat_damage")],
                phase="combat", step="beginning_of_combat")
    return run_scenario(load_scenario(data), edition)


def _texts(replay):
    return [e.text for s in replay.steps for e in s.events] + [s.summary for s in replay.steps]


def test_two_creatures_of_one_name_under_different_controllers_are_named_by_controller():
    said = "\n".join(_texts(_bears_fight("2026-06-19")))
    assert "Bob's Grizzly Bears blocks Alice's Grizzly Bears" in said
    assert "Alice's Grizzly Bears assigns 2 to Bob's Grizzly Bears" in said
    assert "Bob's Grizzly Bears assigns 2 to Alice's Grizzly Bears" in said


def test_the_2007_log_tells_them_apart_the_same_way():
    said = "\n".join(_texts(_bears_fight("2007-02-01")))
    assert "Alice's Grizzly Bears assigns 2 to Bob's Grizzly Bears" in said


def test_two_of_one_name_under_one_controller_are_named_by_id():
    data = make([obj("f1", "Forest"), obj("f2", "Forest"), obj("elves", "Llanowar Elves")],
                [act("activate_ability", object="f1")])
    said = "\n".join(_texts(run_scenario(load_scenario(data), "2026-06-19")))
    assert "Forest (f1)'s mana ability" in said and "Llanowar Elves (" not in said


def test_a_name_no_other_permanent_or_spell_shares_stays_plain():
    growth = {"name": "Quick Growth", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"],
              "effect": [{"do": "pump", "to": "target:0", "power": 3, "toughness": 3, "until": "end_of_turn"}], "text": "pump"}
    data = make([obj("bears", "Grizzly Bears"), obj("bears2", "Grizzly Bears", zone="hand"), obj("g", growth, zone="hand")],
                [act("play_spell", object="g", targets=["bears"]), pass_("Alice"), pass_("Bob")])
    said = "\n".join(_texts(run_scenario(load_scenario(data), "2026-06-19")))
    assert "Grizzly Bears gets +3/+3" in said
    assert "Grizzly Bears (" not in said and "Alice's Grizzly Bears" not in said
