"""What the log says and cites for a few ordinary events, each read against the
edition's own rule: a sorcery resolving (2007 212.7b; 2026 307.2), counters
changing power and toughness (2007 418.5a, sublayer 6c; 2026 613.4c), waiting for
the combat damage assignment (310.1 / 510.1), a sacrifice said before the death it
causes, a copy named with what it copies (503.2 / 707.2), a trigger's target the
engine chose, and a cost the player's mana sources can't make."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .conftest import act, make, obj, pass_

EDITIONS = ("2007-02-01", "2026-06-19")


def play(objects, actions, rules, **turn):
    data = make(objects, actions, **turn)
    data["rules"] = rules
    return run_scenario(load_scenario(data))


def cited(replay, text_part):
    """(concept, rule) pairs of the first event whose text contains `text_part`."""
    for st in replay.steps:
        for ev in st.events:
            if text_part in ev.text:
                return {(c.concept, c.rule) for c in ev.citations}
    raise AssertionError(f"no event says {text_part!r}")


def all_texts(replay):
    return [ev.text for st in replay.steps for ev in st.events]


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "212.7b"), ("2026-06-19", "307.2")])
def test_a_resolving_sorcery_goes_to_the_graveyard_under_the_sorcery_rule(rules, rule):
    replay = play([obj("blaze", "Blaze", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")],
                  [act("play_spell", object="blaze", targets=["Bob"], x=1), pass_("Alice"), pass_("Bob")], rules)
    assert ("sorcery_to_graveyard_after_resolving", rule) in cited(replay, "Blaze is put into its owner's graveyard")


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "212.5b"), ("2026-06-19", "304.2")])
def test_a_resolving_instant_still_cites_the_instant_rule(rules, rule):
    replay = play([obj("gg", "Giant Growth", zone="hand"), obj("f", "Forest"), obj("bears", "Grizzly Bears")],
                  [act("play_spell", object="gg", targets=["bears"]), pass_("Alice"), pass_("Bob")], rules)
    assert ("instant_to_graveyard_after_resolving", rule) in cited(replay, "Giant Growth is put into its owner's graveyard")


COUNTER = {"name": "Grow", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"], "text": "Put a +1/+1 counter on target creature.",
           "effect": [{"do": "put_counters", "counter": "+1/+1", "amount": 1, "to": "target:0"}]}


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "418.5a"), ("2026-06-19", "613.4c")])
def test_a_plus_one_counter_cites_the_sublayer_of_counters(rules, rule):
    replay = play([obj("grow", COUNTER, zone="hand"), obj("bears", "Grizzly Bears")],
                  [act("play_spell", object="grow", targets=["bears"]), pass_("Alice"), pass_("Bob")], rules)
    assert ("counters_pt", rule) in cited(replay, "counter is put on Grizzly Bears")


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "310.1"), ("2026-06-19", "510.1")])
def test_passing_on_while_the_damage_assignment_is_awaited_cites_the_assignment_rule(rules, rule):
    actions = [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["giant"]),
               act("pass_until", step="declare_blockers"),
               act("declare_blockers", "Bob", blocks=[{"blocker": "b1", "attacker": "giant"}, {"blocker": "b2", "attacker": "giant"}]),
               act("pass_until", phase="postcombat_main")]
    replay = play([obj("giant", "Hill Giant"), obj("b1", "Grizzly Bears", owner="Bob"), obj("b2", "Grizzly Bears", owner="Bob")],
                  actions, rules)
    last = replay.steps[-1]
    assert last.refused and ("combat_damage_assignment", rule) in {(c.concept, c.rule) for c in last.citations}


SAC_OUTLET = {"name": "Altar", "types": ["Artifact"], "mana_cost": "{0}", "text": "Sacrifice a creature: You gain 1 life.",
              "abilities": [{"kind": "activated", "cost": {"sacrifice": "creature"},
                             "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "Sacrifice a creature: You gain 1 life."}]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_creature_sacrificed_as_a_cost_is_said_sacrificed_before_it_is_said_to_die(rules):
    replay = play([obj("altar", SAC_OUTLET), obj("bears", "Grizzly Bears")],
                  [act("activate_ability", object="altar", pay={"sacrifice": ["bears"]})], rules)
    texts = all_texts(replay)
    sacrificed = next(i for i, t in enumerate(texts) if "sacrifices Grizzly Bears as a cost" in t)
    died = [i for i, t in enumerate(texts) if t == "Grizzly Bears dies."]
    assert all(i > sacrificed for i in died)


EDICT = {"name": "Edict", "mana_cost": "{0}", "types": ["Instant"], "text": "Sacrifice target creature you control.",
         "targets": [{"types": ["Creature"], "controller": "you"}], "effect": [{"do": "sacrifice", "what": "target:0"}]}


def test_a_creature_sacrificed_by_an_effect_is_said_sacrificed_before_it_dies():
    replay = play([obj("edict", EDICT, zone="hand"), obj("bears", "Grizzly Bears")],
                  [act("play_spell", object="edict", targets=["bears"]), pass_("Alice"), pass_("Bob")], "2026-06-19")
    texts = all_texts(replay)
    assert texts.index("Grizzly Bears is sacrificed and put into its owner's graveyard.") < texts.index("Grizzly Bears dies.")


COPIER = {"name": "Copier", "types": ["Artifact"], "mana_cost": "{0}", "text": "{0}: Copier becomes a copy of target creature.",
          "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "targets": ["creature"],
                         "effect": [{"do": "become_copy", "to": "self", "of": "target:0"}], "text": "becomes a copy"}]}


def test_a_permanent_that_became_a_copy_is_named_with_what_it_copies():
    replay = play([obj("copier", COPIER), obj("giant", "Hill Giant", owner="Bob"), obj("f", "Forest")],
                  [act("activate_ability", object="copier", targets=["giant"]), pass_("Alice"), pass_("Bob"),
                   act("activate_ability", object="copier", targets=["giant"])], "2026-06-19")
    assert any("Copier (a copy of Hill Giant)" in t for t in all_texts(replay))


def test_an_ability_number_on_a_permanent_with_no_abilities_says_it_has_none():
    replay = play([obj("bears", "Grizzly Bears")], [act("activate_ability", object="bears")], "2026-06-19")
    assert replay.steps[-1].refused and "it has no abilities now" in " ".join(all_texts(replay))


ATTACK_PUMP = {"name": "Rallier", "types": ["Creature"], "subtypes": ["Soldier"], "mana_cost": "{1}{W}", "power": 1, "toughness": 1,
               "text": "Whenever Rallier attacks, target creature gets +1/+1 until end of turn.",
               "abilities": [{"kind": "triggered", "trigger": {"event": "attacks", "who": "self"}, "targets": ["creature"],
                              "effect": [{"do": "pump", "to": "target:0", "power": 1, "toughness": 1, "until": "end_of_turn"}],
                              "text": "Whenever Rallier attacks, target creature gets +1/+1 until end of turn."}]}


def test_a_trigger_target_the_scenario_didnt_name_is_said_to_be_the_engines_choice():
    replay = play([obj("r", ATTACK_PUMP), obj("bears", "Grizzly Bears")],
                  [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["r"])], "2026-06-19")
    line = next(t for t in all_texts(replay) if "Rallier's triggered ability" in t and "goes on the stack" in t)
    assert "no trigger_targets was given for it" in line


def test_a_cost_no_set_of_untapped_lands_can_make_says_so():
    replay = play([obj("giant", "Hill Giant", zone="hand"), obj("m", "Mountain")], [act("play_spell", object="giant")], "2026-06-19")
    assert replay.steps[-1].refused
    assert "no set of Alice's untapped mana sources makes it either" in " ".join(all_texts(replay))


CANTRIP = {"name": "Quick Study", "mana_cost": "{0}", "types": ["Instant"], "text": "Split second (reminder.)\nDraw a card.",
           "abilities": [{"kind": "keyword", "keyword": "split_second", "text": "Split second (reminder.)"}],
           "effect": [{"do": "draw", "amount": 1}]}


def test_a_resolving_spell_quotes_only_its_instructions_not_its_keyword_lines():
    replay = play([obj("q", CANTRIP, zone="hand"), obj("lib", "Forest", zone="library")],
                  [act("play_spell", object="q"), pass_("Alice"), pass_("Bob")], "2026-06-19")
    assert 'Its instructions are followed in order: "Draw a card."' in all_texts(replay)


PINGER = {"name": "Pinger", "types": ["Creature"], "subtypes": ["Wizard"], "mana_cost": "{1}{R}", "power": 1, "toughness": 1,
          "text": "{0}: Pinger deals 1 damage to any target. Whenever Pinger deals damage to a creature, tap that creature.",
          "abilities": [{"kind": "activated", "cost": {"mana": "{0}"}, "targets": ["creature_or_player"],
                         "effect": [{"do": "damage", "amount": 1, "to": "target:0"}], "text": "{0}: 1 damage"},
                        {"kind": "triggered", "trigger": {"event": "deals_damage", "who": "self"},
                         "effect": [{"do": "gain_life", "amount": 1, "player": "you"}], "text": "Whenever Pinger deals damage, you gain 1 life."}]}


def test_a_trigger_on_damage_dealt_outside_combat_doesnt_cite_the_combat_damage_rule():
    replay = play([obj("pinger", PINGER)], [act("activate_ability", object="pinger", targets=["Bob"]), pass_("Alice"), pass_("Bob")],
                  "2026-06-19")
    rules = cited(replay, "Pinger's ability triggers")
    assert rules and "510.3a" not in {rule for _, rule in rules}


RESTRICTED = {"name": "Ambush", "mana_cost": "{0}", "types": ["Instant"], "text": "Cast this spell only during combat.\nDraw a card.",
              "abilities": [{"kind": "keyword", "keyword": "cast_only", "what": "combat"}],
              "effect": [{"do": "draw", "amount": 1}]}


def test_a_casting_restriction_is_not_quoted_as_an_instruction_and_its_refusal_says_why():
    replay = play([obj("a", RESTRICTED, zone="hand"), obj("lib", "Forest", zone="library")],
                  [act("play_spell", object="a")], "2026-06-19")
    assert replay.steps[-1].refused and "but it is the precombat main phase" in " ".join(all_texts(replay))
    replay = play([obj("a", RESTRICTED, zone="hand"), obj("lib", "Forest", zone="library"), obj("bears", "Grizzly Bears")],
                  [act("pass_until", step="declare_attackers"), act("declare_attackers", attackers=["bears"]),
                   act("play_spell", object="a"), pass_("Alice"), pass_("Bob")], "2026-06-19")
    assert 'Its instructions are followed in order: "Draw a card."' in all_texts(replay)


FROST = {"name": "Frost", "mana_cost": "{0}", "types": ["Instant"], "targets": ["creature"], "text": "Tap target creature. It doesn't untap during its controller's next untap step.",
         "effect": [{"do": "tap", "what": "target:0"}, {"do": "doesnt_untap_next", "what": "target:0"}]}


def test_the_untap_step_names_what_stays_tapped():
    replay = play([obj("frost", FROST, zone="hand"), obj("bears", "Grizzly Bears", owner="Bob"), obj("m", "Mountain", owner="Bob", tapped=True)],
                  [act("play_spell", object="frost", targets=["bears"]), pass_("Alice"), pass_("Bob"),
                   act("pass_until", step="end_of_turn"), pass_("Alice"), pass_("Bob")], "2026-06-19")
    assert any(t.startswith("Bob untaps 1 permanent(s); Grizzly Bears stays tapped") for t in all_texts(replay)), all_texts(replay)


@pytest.mark.parametrize("rules, rule", [("2007-02-01", "418.5a"), ("2026-06-19", "613.4c")])
def test_a_pump_until_end_of_turn_cites_the_layer_it_applies_in(rules, rule):
    replay = play([obj("gg", "Giant Growth", zone="hand"), obj("f", "Forest"), obj("bears", "Grizzly Bears")],
                  [act("play_spell", object="gg", targets=["bears"]), pass_("Alice"), pass_("Bob")], rules)
    assert ("pt_modify_layer", rule) in cited(replay, "Grizzly Bears gets +3/+3")


@pytest.mark.parametrize("target, text, concept, rule", [("Bob", "Lightning Bolt deals 3 damage to Bob", "damage_to_player_life", "120.3a"),
                                                         ("bears", "Lightning Bolt deals 3 damage to Grizzly Bears", "damage_marked", "120.3e")])
def test_under_2026_damage_dealt_cites_what_damage_does(target, text, concept, rule):
    objs = [obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("bears", "Grizzly Bears", "Bob")]
    acts = [act("play_spell", object="bolt", targets=[target]), pass_("Alice"), pass_("Bob")]
    assert (concept, rule) in cited(play(objs, acts, "2026-06-19"), text)
    assert not {c for c, _ in cited(play(objs, acts, "2007-02-01"), text)} & {"damage_to_player_life", "damage_marked"}
