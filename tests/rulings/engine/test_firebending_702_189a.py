""" "Firebending N" (2026 702.189a): "Whenever this creature attacks, add N {R}. Until end
of combat, you don't lose this mana as steps and phases end." Only what is left of it is
kept: mana spent comes first from the player's other mana."""
from .conftest import act, make, obj, pass_

CADET = {"name": "Fire Cadet", "mana_cost": "{1}{R}", "types": ["Creature"], "power": 2, "toughness": 2,
         "abilities": [{"kind": "keyword", "keyword": "firebending", "count": 2}], "text": "Firebending 2"}


def attack_and_resolve(play, after):
    objs = [obj("cadet", CADET), obj("bolt", "Lightning Bolt", zone="hand"), obj("bears", "Grizzly Bears", "Bob")]
    return play(make(objs, [pass_("Alice"), pass_("Bob"), act("declare_attackers", attackers=["cadet"]),
                            pass_("Alice"), pass_("Bob")] + after, phase="combat", step="beginning_of_combat") | {"rules": "2026-06-19"})


def test_702_189a_the_mana_left_of_it_is_kept_as_the_step_ends(play):
    r = attack_and_resolve(play, [act("play_spell", object="bolt", targets=["bears"]), pass_("Alice"), pass_("Bob"),
                                  pass_("Alice"), pass_("Bob")])
    state = r.final_state
    assert state["step"] == "declare_blockers" and state["players"][0]["mana_pool"]["R"] == 1
    assert any("702.189a" == c.rule for st in r.steps for ev in st.events for c in ev.citations)


def test_702_189a_unspent_firebending_mana_is_all_kept(play):
    r = attack_and_resolve(play, [pass_("Alice"), pass_("Bob")])
    assert r.final_state["players"][0]["mana_pool"]["R"] == 2
