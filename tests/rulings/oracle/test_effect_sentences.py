"""Real cards whose effect sentences the effects family plays: delayed draws,
damage to each opponent, blocking restrictions for a turn, "counter unless its
controller pays"; and near misses that stay text only."""
import pytest

from rulings.engine import load_scenario, run_scenario

from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts


def played(pool, name):
    return pool[name].played


def library(owner, *ids):
    return [obj(i, "Grizzly Bears", owner, "library") for i in ids]


@pytest.mark.parametrize("rules", EDITIONS)
def test_flare_draws_a_card_at_the_next_turns_upkeep(lookup, pool, rules):
    assert played(pool, "Flare")
    data = scenario(
        [obj("flare", "Flare", "Alice", "hand"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3)),
         *library("Alice", "a1"), *library("Bob", "b1")],
        [{"type": "play_spell", "player": "Alice", "object": "flare", "targets": ["Bob"],
          "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         # the end step, then Bob's turn: his upkeep triggers the delayed ability
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}],
        rules=rules, phase="end", step="end_of_turn")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    log = "\n".join(texts(replay))
    assert "Flare deals 1 damage to Bob" in log
    assert "A delayed triggered ability is created: \"Draw a card.\"" in log
    assert "The delayed triggered ability from Flare triggers" in log
    assert "Alice draws a card (Grizzly Bears)" in log  # in Bob's upkeep, the next turn's
    assert [c["id"] for c in replay.steps[-1].state["zones"]["Alice"]["hand"]] == ["a1"]
    cited = rules_cited(replay)
    assert ("404.4" if rules.startswith("2007") else "603.7") in cited


def card(name, text, types=("Instant",), cost="{R}"):
    from rulings.oracle import compile_card
    return compile_card({"name": name, "mana_cost": cost, "types": list(types), "text": text, "layout": "normal"})


def test_a_delayed_draw_at_your_next_upkeep_stays_text_only():
    """ "Your next upkeep" is not "the next turn's upkeep" (it skips the opponent's turn)."""
    assert not card("Near Miss", "Draw a card at the beginning of your next upkeep.").played
    assert card("Near Hit", "Draw a card at the beginning of the next turn's upkeep.").played


@pytest.mark.parametrize("rules", EDITIONS)
def test_sizzle_deals_damage_to_each_opponent_only(lookup, pool, rules):
    assert played(pool, "Sizzle")
    data = scenario(
        [obj("sizzle", "Sizzle", "Alice", "hand"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3))],
        [{"type": "play_spell", "player": "Alice", "object": "sizzle", "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert "Sizzle deals 3 damage to Bob" in log and "damage to Alice" not in log
    assert [p["life"] for p in replay.steps[-1].state["players"]] == [20, 17]


@pytest.mark.parametrize("rules", EDITIONS)
def test_shivan_gorges_ability_deals_damage_to_each_opponent(lookup, pool, rules):
    assert played(pool, "Shivan Gorge")
    data = scenario(
        [obj("gorge", "Shivan Gorge", "Alice"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3))],
        [{"type": "activate_ability", "player": "Alice", "object": "gorge", "ability": 1,
          "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert "Shivan Gorge deals 1 damage to Bob" in "\n".join(texts(replay))
    assert [p["life"] for p in replay.steps[-1].state["players"]] == [20, 19]


def test_damage_to_each_opponent_and_their_planeswalkers_stays_text_only():
    # "each opponent and each creature they control" is played (rulings/oracle/damage_more.py)
    assert not card("Near Miss", "Near Miss deals 2 damage to each opponent and each planeswalker they control.").played


def attack_and_block(actions_before, objs, rules, lookup, blocker="wall"):
    actions = actions_before + [
        {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
        {"type": "declare_attackers", "player": "Alice", "attackers": ["bears"]},
        {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
        {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": blocker, "attacker": "bears"}]}]
    return run_scenario(load_scenario(scenario(
        [obj("bears", "Grizzly Bears", "Alice"), obj("wall", "Grizzly Bears", "Bob"), *objs], actions, rules=rules), cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_stun_says_target_creature_cant_block_this_turn(lookup, pool, rules):
    assert played(pool, "Stun")
    objs = [obj("stun", "Stun", "Alice", "hand"), obj("m", "Mountain", "Alice"), obj("m2", "Mountain", "Alice"),
            *library("Alice", "a1")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "stun", "targets": ["wall"],
                "mana_abilities": [{"object": "m"}, {"object": "m2"}]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = attack_and_block(actions, objs, rules, lookup)
    assert "Bob's Grizzly Bears can't block this turn." in texts(replay)
    assert any(t.startswith("Alice draws a card") for t in texts(replay))
    last = replay.steps[-1]
    assert last.refused and last.citations[0].rule == ("309.2a" if rules.startswith("2007") else "509.1b")


@pytest.mark.parametrize("rules", EDITIONS)
def test_cephalid_pathmage_makes_target_creature_unblockable_this_turn(lookup, pool, rules):
    assert played(pool, "Cephalid Pathmage")
    objs = [obj("mage", "Cephalid Pathmage", "Alice")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "mage", "ability": 1, "targets": ["bears"]},
               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
    replay = attack_and_block(actions, objs, rules, lookup)
    assert not replay.steps[1].refused
    assert "Alice's Grizzly Bears can't be blocked this turn." in texts(replay)
    last = replay.steps[-1]
    assert last.refused and last.citations[0].rule == ("309.2a" if rules.startswith("2007") else "509.1b")


def test_cant_be_blocked_except_by_some_creatures_stays_text_only():
    assert not card("Near Miss", "Target creature can't be blocked this turn except by Walls.").played
    assert not card("Near Miss", "Target creature can't block this combat.").played


def leak_the_bears(rules, lookup, counterspell="Mana Leak", lands=5, pays=None, x=None):
    """Alice casts Grizzly Bears with two of her Forests; Bob answers with `counterspell` from his Islands;
    Alice's pass lets it resolve, with her choice to pay (`pays`) if given."""
    islands = 2 if x is None else 1 + x
    resolve = {"type": "pass_priority", "player": "Alice"}
    if pays is not None:
        resolve["choices"] = {"leak": {"pays": pays}}
    cast = {"type": "play_spell", "player": "Bob", "object": "leak", "targets": ["bears"],
            "mana_abilities": [{"object": f"i{i}"} for i in range(islands)]}
    if x is not None:
        cast["x"] = x
    data = scenario(
        [obj("bears", "Grizzly Bears", "Alice", "hand"), *(obj(f"f{i}", "Forest", "Alice") for i in range(lands)),
         obj("leak", counterspell, "Bob", "hand"), *(obj(f"i{i}", "Island", "Bob") for i in range(islands))],
        [{"type": "play_spell", "player": "Alice", "object": "bears", "mana_abilities": [{"object": "f0"}, {"object": "f1"}]},
         {"type": "pass_priority", "player": "Alice"}, cast, {"type": "pass_priority", "player": "Bob"}, resolve],
        rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


def stack_ids(replay):
    return [i.get("source_id") or i.get("id") for i in replay.steps[-1].state["stack"]]


@pytest.mark.parametrize("rules", EDITIONS)
def test_mana_leak_is_paid_for_when_its_controller_chooses_to_pay(lookup, pool, rules):
    assert played(pool, "Mana Leak")
    replay = leak_the_bears(rules, lookup, pays=True)
    last = replay.steps[-1]
    assert not last.refused
    log = [e.text for e in last.events]
    assert "Alice pays {3}, so Mana Leak doesn't counter Grizzly Bears." in log
    assert sum(1 for t in log if t.startswith("Alice activates Forest") or t.startswith("Alice plays Forest")) == 3
    assert [o["tapped"] for o in last.state["zones"]["Alice"]["in_play"]] == [True] * 5
    assert "bears" not in [o["id"] for o in last.state["zones"]["Alice"]["graveyard"]]
    cited = {c.rule for c in last.citations}
    assert ({"413.2c", "411.2"} if rules.startswith("2007") else {"608.2d", "118.12a", "605.3a"}) <= cited


@pytest.mark.parametrize("rules", EDITIONS)
def test_mana_leak_counters_the_spell_when_its_controller_doesnt_pay(lookup, rules):
    last = leak_the_bears(rules, lookup, pays=False).steps[-1]
    assert "Alice doesn't pay {3}." in [e.text for e in last.events]
    assert "bears" in [o["id"] for o in last.state["zones"]["Alice"]["graveyard"]]


def test_without_a_choice_the_player_doesnt_pay_and_the_log_says_so(lookup):
    last = leak_the_bears("2026-06-19", lookup).steps[-1]
    assert "Alice doesn't pay {3} (no choice was given: the player doesn't pay)." in [e.text for e in last.events]
    assert "bears" in [o["id"] for o in last.state["zones"]["Alice"]["graveyard"]]


@pytest.mark.parametrize("rules", EDITIONS)
def test_choosing_to_pay_what_the_player_cant_pay_is_refused(lookup, rules):
    replay = leak_the_bears(rules, lookup, lands=4, pays=True)
    last = replay.steps[-1]
    assert last.refused and last.citations[0].rule == ("413.2c" if rules.startswith("2007") else "608.2d")
    assert "leak" in [i["id"] for i in last.state["stack"]]  # nothing happened: the pass is undone


def test_clash_of_wills_asks_for_x(lookup, pool):
    assert played(pool, "Clash of Wills")
    last = leak_the_bears("2026-06-19", lookup, counterspell="Clash of Wills", lands=4, pays=True, x=2).steps[-1]
    assert not last.refused and "Alice pays {2}, so Clash of Wills doesn't counter Grizzly Bears." in [e.text for e in last.events]


def test_counter_unless_paying_life_or_a_creature_spell_stays_text_only():
    assert not card("Near Miss", "Counter target spell unless its controller pays 3 life.", cost="{U}").played
    assert not card("Near Miss", "Counter target spell unless its controller pays {1} for each card in their graveyard.",
                    cost="{U}").played


def shock_the_fisher(rules, lookup, may=None):
    """Alice Shocks Bob's Aven Fisher; its "you may draw a card" trigger resolves on Bob's pass, with his choice."""
    resolve = {"type": "pass_priority", "player": "Bob"}
    if may is not None:
        resolve["choices"] = {"fisher": {"may": may}}
    data = scenario(
        [obj("shock", "Shock", "Alice", "hand"), obj("m", "Mountain", "Alice"), obj("fisher", "Aven Fisher", "Bob"),
         *library("Bob", "b1")],
        [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["fisher"], "mana_abilities": [{"object": "m"}]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "pass_priority", "player": "Alice"}, resolve], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_aven_fishers_controller_may_draw_a_card(lookup, pool, rules):
    assert played(pool, "Aven Fisher")
    last = shock_the_fisher(rules, lookup, may=True).steps[-1]
    assert not last.refused
    log = [e.text for e in last.events]
    assert "Bob chooses to draw a card." in log and any(t.startswith("Bob draws a card") for t in log)
    assert last.citations and ("413.2c" if rules.startswith("2007") else "608.2d") in {c.rule for c in last.citations}
    assert [c["id"] for c in last.state["zones"]["Bob"]["hand"]] == ["b1"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_aven_fishers_controller_may_decline_and_without_a_choice_doesnt_draw(lookup, rules):
    declined = shock_the_fisher(rules, lookup, may=False).steps[-1]
    assert "Bob doesn't draw a card." in [e.text for e in declined.events]
    silent = shock_the_fisher(rules, lookup).steps[-1]
    assert "Bob doesn't draw a card (no choice was given: the player doesn't)." in [e.text for e in silent.events]
    assert silent.state["zones"]["Bob"]["hand"] == [] and declined.state["zones"]["Bob"]["hand"] == []


def raider(lookup, hand=("x",), choice=None):
    data = scenario(
        [obj("raider", "Keldon Raider", "Alice", "hand"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(4)),
         *(obj(h, "Grizzly Bears", "Alice", "hand") for h in hand), *library("Alice", "a1")],
        [{"type": "play_spell", "player": "Alice", "object": "raider", "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "pass_priority", "player": "Alice"},
         {"type": "pass_priority", "player": "Bob", **({"choices": {"raider": choice}} if choice else {})}], rules="2026-06-19")
    return run_scenario(load_scenario(data, cards=lookup))


def test_keldon_raider_discards_the_chosen_card_and_if_it_does_draws(lookup, pool):
    assert played(pool, "Keldon Raider")
    last = raider(lookup, hand=("x", "y"), choice={"may": True, "cards": ["x"]}).steps[-1]
    assert not last.refused
    assert [c["id"] for c in last.state["zones"]["Alice"]["graveyard"]] == ["x"]
    assert sorted(c["id"] for c in last.state["zones"]["Alice"]["hand"]) == ["a1", "y"]
    assert "118.12" in {c.rule for c in last.citations}


def test_keldon_raider_cant_choose_to_discard_from_an_empty_hand(lookup):
    last = raider(lookup, hand=(), choice={"may": True}).steps[-1]
    assert last.refused and last.citations[0].rule == "608.2d"


def test_keldon_raider_declining_draws_nothing(lookup):
    last = raider(lookup, choice={"may": False}).steps[-1]
    assert [c["id"] for c in last.state["zones"]["Alice"]["hand"]] == ["x"]


def test_if_you_do_without_a_choice_before_it_and_two_choices_stay_text_only():
    assert not card("Near Miss", "If you do, draw a card.").played
    assert not card("Near Miss", "You may draw a card. You may gain 2 life.").played
    assert not card("Near Miss", "You may sacrifice a nontoken creature. If you do, draw a card.").played
    assert card("Near Hit", "You may discard a card. If you do, draw a card.").played


def skeleton(rules, lookup, zone):
    data = scenario(
        [obj("skel", "Sanitarium Skeleton", "Alice", zone), *(obj(f"s{i}", "Swamp", "Alice") for i in range(3))],
        [{"type": "activate_ability", "player": "Alice", "object": "skel", "ability": 0,
          "mana_abilities": [{"object": f"s{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_sanitarium_skeleton_returns_from_the_graveyard_to_its_owners_hand(lookup, pool, rules):
    assert played(pool, "Sanitarium Skeleton")
    replay = skeleton(rules, lookup, "graveyard")
    assert not any(st.refused for st in replay.steps)
    assert ("402.8g" if rules.startswith("2007") else "113.6m") in {c.rule for c in replay.steps[1].citations}
    assert "Sanitarium Skeleton is returned from the graveyard to its owner's hand." in texts(replay)
    assert [c["id"] for c in replay.steps[-1].state["zones"]["Alice"]["hand"]] == ["skel"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_sanitarium_skeletons_ability_doesnt_work_in_play(lookup, rules):
    step = skeleton(rules, lookup, "in_play").steps[1]
    assert step.refused and step.citations[0].rule == ("402.8g" if rules.startswith("2007") else "113.6m")


def test_a_graveyard_ability_whose_cost_taps_the_card_stays_text_only():
    from rulings.oracle import compile_card
    near = compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Creature"], "power": "1", "toughness": "1",
                         "text": "{T}: Return this card from your graveyard to your hand.", "layout": "normal"})
    assert not near.played
    near = compile_card({"name": "Near Miss", "mana_cost": "{B}", "types": ["Creature"], "power": "1", "toughness": "1",
                         "text": "{2}{B}: Return this card from your graveyard to the battlefield with a +1/+1 counter on it.",
                         "layout": "normal"})
    assert not near.played  # (without the counter it is played: tests/rulings/oracle/test_graveyard_casting.py)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tidal_waves_wall_is_sacrificed_at_the_beginning_of_the_next_end_step(lookup, pool, rules):
    assert played(pool, "Tidal Wave")
    data = scenario(
        [obj("wave", "Tidal Wave", "Alice", "hand"), *(obj(f"i{i}", "Island", "Alice") for i in range(3))],
        [{"type": "play_spell", "player": "Alice", "object": "wave", "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "pass_until", "player": "Alice", "phase": "end"},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    created = replay.steps[3].state["zones"]["Alice"]["in_play"]
    assert [o["name"] for o in created if o["token"]] == ["Wall"]
    assert replay.steps[4].state["stack"] and "The delayed triggered ability from Tidal Wave triggers: \"Sacrifice it.\"" \
        in [e.text for e in replay.steps[4].events]
    last = replay.steps[-1]
    assert not [o for o in last.state["zones"]["Alice"]["in_play"] if o["token"]]
    assert any(t.startswith("Wall") and "is sacrificed" in t for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_phyrexian_arena_draws_and_loses_life_each_upkeep(lookup, pool, rules):
    assert played(pool, "Phyrexian Arena")
    data = scenario([obj("arena", "Phyrexian Arena", "Alice"), *library("Alice", "a1")],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice"}],
                    rules=rules, phase="beginning", step="upkeep")
    replay = run_scenario(load_scenario(data, cards=lookup))
    last = replay.steps[-1]
    assert [c["id"] for c in last.state["zones"]["Alice"]["hand"]] == ["a1"]
    assert last.state["players"][0]["life"] == 19


@pytest.mark.parametrize("rules", EDITIONS)
def test_inspiring_roar_puts_a_counter_on_each_creature_its_controller_controls(lookup, pool, rules):
    assert played(pool, "Inspiring Roar")
    data = scenario(
        [obj("roar", "Inspiring Roar", "Alice", "hand"), *(obj(f"p{i}", "Plains", "Alice") for i in range(4)),
         obj("mine", "Grizzly Bears", "Alice"), obj("theirs", "Grizzly Bears", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "roar", "mana_abilities": [{"object": f"p{i}"} for i in range(4)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    last = run_scenario(load_scenario(data, cards=lookup)).steps[-1]
    counters = {o["id"]: o["counters"] for p in last.state["zones"].values() for o in p["in_play"] if o["id"] in ("mine", "theirs")}
    assert counters == {"mine": {"+1/+1": 1}, "theirs": {}}


def test_a_delayed_sacrifice_of_an_unnamed_it_stays_text_only():
    assert not card("Near Miss", "Draw a card. Sacrifice it at the beginning of the next end step.").played
    assert not card("Near Miss", "Sacrifice ~ at the beginning of the next end step.").played  # an instant is no permanent
    assert not card("Near Miss", "Create two 1/1 white Soldier creature tokens. Sacrifice it at the beginning of the next end step.",
                    cost="{W}").played


def duress(rules, lookup, cards=None):
    resolve = {"type": "pass_priority", "player": "Bob"}
    if cards is not None:
        resolve["choices"] = {"duress": {"cards": cards}}
    data = scenario(
        [obj("duress", "Duress", "Alice", "hand"), obj("s", "Swamp", "Alice"),
         obj("forest", "Forest", "Bob", "hand"), obj("bears", "Grizzly Bears", "Bob", "hand"), obj("shock", "Shock", "Bob", "hand")],
        [{"type": "play_spell", "player": "Alice", "object": "duress", "targets": ["Bob"], "mana_abilities": [{"object": "s"}]},
         {"type": "pass_priority", "player": "Alice"}, resolve], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_duress_reveals_the_hand_and_the_caster_chooses_the_noncreature_nonland_card(lookup, pool, rules):
    assert played(pool, "Duress")
    last = duress(rules, lookup, ["shock"]).steps[-1]
    assert not last.refused
    log = [e.text for e in last.events]
    assert "Bob reveals their hand: Forest, Grizzly Bears, Shock." in log
    assert "Alice chooses Shock." in log and "Bob discards Shock." in log
    assert [c["id"] for c in last.state["zones"]["Bob"]["graveyard"]] == ["shock"]
    cited = {c.rule for c in last.citations}
    assert ("413.2c" in cited) if rules.startswith("2007") else ({"608.2d", "701.20b", "701.9a"} <= cited)


@pytest.mark.parametrize("rules", EDITIONS)
def test_duress_cant_choose_a_creature_card(lookup, rules):
    last = duress(rules, lookup, ["bears"]).steps[-1]
    assert last.refused and last.citations[0].rule == ("413.2c" if rules.startswith("2007") else "608.2d")


def test_duress_without_a_choice_takes_the_first_such_card_and_says_so(lookup):
    last = duress("2026-06-19", lookup).steps[-1]
    assert "Alice chooses Shock (no choice was given: the first such card of the hand)." in [e.text for e in last.events]


def test_a_chosen_card_put_anywhere_but_discarded_stays_text_only():
    assert not card("Near Miss", "Target opponent reveals their hand. You choose a nonland card from it. Put that card on top of "
                                 "their library.", types=("Sorcery",), cost="{B}").played
    # "an enchantment card" is read now (hand_reveal_choices.py); a color of it is not
    assert not card("Near Miss", "Target opponent reveals their hand. You choose a green enchantment card from it. "
                                 "That player discards that card.", types=("Sorcery",), cost="{B}").played
    assert not card("Near Miss", "That player discards that card.", types=("Sorcery",), cost="{B}").played


def scepter(rules, lookup, active):
    data = scenario(
        [obj("scepter", "Disrupting Scepter", "Alice"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3)),
         obj("bolt", "Shock", "Bob", "hand")],
        [{"type": "activate_ability", "player": "Alice", "object": "scepter", "ability": 0, "targets": ["Bob"],
          "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    data["turn"]["active_player"] = active
    if active == "Bob":
        data["turn"]["priority_player"] = "Alice"
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_disrupting_scepter_is_activated_during_its_controllers_turn(lookup, pool, rules):
    assert played(pool, "Disrupting Scepter")
    replay = scepter(rules, lookup, "Alice")
    assert not any(st.refused for st in replay.steps)
    assert [c["id"] for c in replay.steps[-1].state["zones"]["Bob"]["graveyard"]] == ["bolt"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_disrupting_scepter_cant_be_activated_during_an_opponents_turn(lookup, rules):
    step = scepter(rules, lookup, "Bob").steps[1]
    assert step.refused and step.citations[0].rule == ("408.1a" if rules.startswith("2007") else "602.1b")
    assert "only during its controller's turn" in " ".join(e.text for e in step.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_seal_of_fires_it_is_the_sacrificed_seal(lookup, pool, rules):
    assert played(pool, "Seal of Fire")
    data = scenario([obj("seal", "Seal of Fire", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "seal", "ability": 0, "targets": ["Bob"]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert "Seal of Fire deals 2 damage to Bob (18 life)." in texts(replay)
    assert [c["id"] for c in replay.steps[-1].state["zones"]["Alice"]["graveyard"]] == ["seal"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_goblin_cannon_is_sacrificed_as_its_ability_resolves(lookup, pool, rules):
    assert played(pool, "Goblin Cannon")
    data = scenario([obj("cannon", "Goblin Cannon", "Alice"), obj("m0", "Mountain", "Alice"), obj("m1", "Mountain", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "cannon", "ability": 0, "targets": ["Bob"],
                      "mana_abilities": [{"object": "m0"}, {"object": "m1"}]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[1].state["zones"]["Alice"]["in_play"][0]["id"] == "cannon"  # not a cost: it stays until resolution
    last = replay.steps[-1]
    assert last.state["players"][1]["life"] == 19 and [c["id"] for c in last.state["zones"]["Alice"]["graveyard"]] == ["cannon"]


def test_it_deals_on_a_spell_and_sacrifice_self_on_a_spell_stay_text_only():
    assert not card("Near Miss", "Sacrifice ~.").played
    assert not card("Near Miss", "{1}: It deals 1 damage to any target.").played  # an instant has no activated ability


def sorcerer(rules, lookup, phase, step=None):
    data = scenario([obj("cs", "Capricious Sorcerer", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "cs", "ability": 0, "targets": ["Bob"]}],
                    rules=rules, phase=phase, step=step)
    return run_scenario(load_scenario(data, cards=lookup)).steps[1]


@pytest.mark.parametrize("rules", EDITIONS)
def test_capricious_sorcerer_is_activated_before_attackers_are_declared(lookup, pool, rules):
    assert played(pool, "Capricious Sorcerer")
    assert not sorcerer(rules, lookup, "precombat_main").refused
    assert not sorcerer(rules, lookup, "combat", "beginning_of_combat").refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_capricious_sorcerer_cant_be_activated_once_attackers_are_declared(lookup, rules):
    for phase, step in (("combat", "declare_blockers"), ("postcombat_main", None)):
        step_ = sorcerer(rules, lookup, phase, step)
        assert step_.refused and step_.citations[0].rule == ("408.1a" if rules.startswith("2007") else "602.1b")


@pytest.mark.parametrize("rules", EDITIONS)
def test_rushwood_elementals_controller_may_put_a_counter_on_it_each_upkeep(lookup, pool, rules):
    assert played(pool, "Rushwood Elemental")
    data = scenario([obj("rush", "Rushwood Elemental", "Alice"), *library("Alice", "a1")],
                    [{"type": "pass_priority", "player": "Alice"},
                     {"type": "pass_priority", "player": "Bob", "choices": {"rush": {"may": True}}}],
                    rules=rules, phase="beginning", step="upkeep")
    last = run_scenario(load_scenario(data, cards=lookup)).steps[-1]
    assert "Alice chooses to put a +1/+1 counter on it." in [e.text for e in last.events]
    assert last.state["zones"]["Alice"]["in_play"][0]["counters"] == {"+1/+1": 1}


def sacrifice_to(card_name, fodder, rules, lookup, fodder_card="Grizzly Bears"):
    data = scenario([obj("eater", card_name, "Alice"), obj("fodder", fodder_card, "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "eater", "ability": 0,
                      "pay": {"sacrifice": [fodder]}},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_atog_sacrifices_an_artifact_and_only_an_artifact(lookup, pool, rules):
    assert played(pool, "Atog")
    replay = sacrifice_to("Atog", "fodder", rules, lookup, fodder_card="Goblin Cannon")
    assert not replay.steps[1].refused
    atog = replay.steps[-1].state["zones"]["Alice"]["in_play"][0]
    assert (atog["power"], atog["toughness"]) == (3, 4)
    refused = sacrifice_to("Atog", "fodder", rules, lookup).steps[1]
    assert refused.refused and "is not an artifact" in " ".join(e.text for e in refused.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_blood_bairn_sacrifices_another_creature_never_itself(lookup, pool, rules):
    assert played(pool, "Blood Bairn")
    assert not sacrifice_to("Blood Bairn", "fodder", rules, lookup).steps[1].refused
    step = sacrifice_to("Blood Bairn", "eater", rules, lookup).steps[1]
    assert step.refused and "is not another creature" in " ".join(e.text for e in step.events)


def test_a_mana_ability_that_sacrifices_another_permanent_names_it_in_the_actions_pay():
    """Once text only (no action could name the creature); a mana ability's action names it in `pay`
    now (its activation's, or a spell's mana_abilities entry's): test_mana_ability_costs.py plays it."""
    from rulings.oracle import compile_card
    altar = compile_card({"name": "Ashnod's Altar", "mana_cost": "{3}", "types": ["Artifact"],
                          "text": "Sacrifice a creature: Add {C}{C}.", "layout": "normal"})
    assert altar.played and altar.definition["abilities"][0]["cost"] == {"sacrifice": "creature"}


@pytest.mark.parametrize("rules", EDITIONS)
def test_cinder_elemental_deals_the_x_announced_as_its_ability_is_activated(lookup, pool, rules):
    assert played(pool, "Cinder Elemental")
    data = scenario([obj("cinder", "Cinder Elemental", "Alice"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(3))],
                    [{"type": "activate_ability", "player": "Alice", "object": "cinder", "ability": 0, "targets": ["Bob"], "x": 2,
                      "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert replay.steps[-1].state["players"][1]["life"] == 18
    unannounced = scenario([obj("cinder", "Cinder Elemental", "Alice"), obj("m0", "Mountain", "Alice")],
                           [{"type": "activate_ability", "player": "Alice", "object": "cinder", "ability": 0, "targets": ["Bob"]}],
                           rules=rules)
    assert run_scenario(load_scenario(unannounced, cards=lookup)).steps[1].refused


def discard_for(card_name, rules, lookup, pay, hand=("c1", "c2")):
    data = scenario([obj("src", card_name, "Alice"), *(obj(h, "Grizzly Bears", "Alice", "hand") for h in hand)],
                    [{"type": "activate_ability", "player": "Alice", "object": "src", "ability": 0,
                      **({"pay": {"discard": pay}} if pay is not None else {})},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    return run_scenario(load_scenario(data, cards=lookup))


@pytest.mark.parametrize("rules", EDITIONS)
def test_thalakos_drifters_discards_the_named_card_as_a_cost(lookup, pool, rules):
    assert played(pool, "Thalakos Drifters")
    replay = discard_for("Thalakos Drifters", rules, lookup, ["c2"])
    assert not replay.steps[1].refused
    assert any(t.endswith("as a cost.") and "discards" in t for t in texts(replay))
    last = replay.steps[-1].state
    assert [c["id"] for c in last["zones"]["Alice"]["graveyard"]] == ["c2"]
    assert "shadow" in last["zones"]["Alice"]["in_play"][0]["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_discard_cost_without_the_card_named_is_refused(lookup, rules):
    for pay in (None, ["src"], ["c1", "c2"]):
        assert discard_for("Thalakos Drifters", rules, lookup, pay).steps[1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_zombie_infestation_discards_two_cards(lookup, pool, rules):
    assert played(pool, "Zombie Infestation")
    replay = discard_for("Zombie Infestation", rules, lookup, ["c1", "c2"])
    assert not replay.steps[1].refused
    assert [o["name"] for o in replay.steps[-1].state["zones"]["Alice"]["in_play"] if o["token"]] == ["Zombie"]
    assert discard_for("Zombie Infestation", rules, lookup, ["c1"]).steps[1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_spike_feeder_removes_a_counter_to_gain_life_and_not_without_one(lookup, pool, rules):
    assert played(pool, "Spike Feeder")
    feeder = {**obj("feeder", "Spike Feeder", "Alice"), "counters": {"+1/+1": 1}}
    data = scenario([feeder], [{"type": "activate_ability", "player": "Alice", "object": "feeder", "ability": 2},
                               {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                               {"type": "activate_ability", "player": "Alice", "object": "feeder", "ability": 2}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not replay.steps[1].refused and replay.steps[3].state["players"][0]["life"] == 22
    assert replay.steps[4].refused  # no counter left (it is a 0/0 and gone: either way the cost can't be paid)


@pytest.mark.parametrize("rules", EDITIONS)
def test_brittle_effigy_exiles_itself_as_a_cost(lookup, pool, rules):
    assert played(pool, "Brittle Effigy")
    data = scenario([obj("effigy", "Brittle Effigy", "Alice"), *(obj(f"m{i}", "Mountain", "Alice") for i in range(4)),
                     obj("bears", "Grizzly Bears", "Bob")],
                    [{"type": "activate_ability", "player": "Alice", "object": "effigy", "ability": 0, "targets": ["bears"],
                      "mana_abilities": [{"object": f"m{i}"} for i in range(4)]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    zones = replay.steps[-1].state["zones"]
    assert [c["id"] for c in zones["Alice"]["removed_from_game"]] == ["effigy"]
    assert [c["id"] for c in zones["Bob"]["removed_from_game"]] == ["bears"]


def test_dauntless_cathar_exiles_itself_from_the_graveyard_and_works_only_there(lookup, pool):
    assert played(pool, "Dauntless Cathar")
    def run(zone):
        data = scenario([obj("cathar", "Dauntless Cathar", "Alice", zone), obj("p0", "Plains", "Alice"), obj("p1", "Plains", "Alice")],
                        [{"type": "activate_ability", "player": "Alice", "object": "cathar", "ability": 0,
                          "mana_abilities": [{"object": "p0"}, {"object": "p1"}]},
                         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules="2026-06-19")
        return run_scenario(load_scenario(data, cards=lookup))
    replay = run("graveyard")
    assert not any(st.refused for st in replay.steps)
    assert "113.6m" in {c.rule for c in replay.steps[1].citations}
    zones = replay.steps[-1].state["zones"]["Alice"]
    assert [c["id"] for c in zones["removed_from_game"]] == ["cathar"]
    assert [o["name"] for o in zones["in_play"] if o["token"]] == ["Spirit"]
    assert run("in_play").steps[1].refused


@pytest.mark.parametrize("rules", EDITIONS)
def test_wand_of_the_elements_sacrifices_a_permanent_of_the_named_subtype(lookup, pool, rules):
    assert played(pool, "Wand of the Elements")
    def run(land):
        data = scenario([obj("wand", "Wand of the Elements", "Alice"), obj("land", land, "Alice")],
                        [{"type": "activate_ability", "player": "Alice", "object": "wand", "ability": 0, "pay": {"sacrifice": ["land"]}},
                         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
        return run_scenario(load_scenario(data, cards=lookup))
    replay = run("Island")
    assert not replay.steps[1].refused
    assert [o["name"] for o in replay.steps[-1].state["zones"]["Alice"]["in_play"] if o["token"]] == ["Elemental"]
    refused = run("Forest").steps[1]
    assert refused.refused and "is not an Island" in " ".join(e.text for e in refused.events)


@pytest.mark.parametrize("rules", EDITIONS)
def test_llanowar_behemoth_taps_any_untapped_creature_it_itself_included(lookup, pool, rules):
    assert played(pool, "Llanowar Behemoth")
    data = scenario([obj("beh", "Llanowar Behemoth", "Alice"), obj("bears", "Grizzly Bears", "Alice")],
                    [{"type": "activate_ability", "player": "Alice", "object": "beh", "ability": 0, "pay": {"tap": ["bears"]}},
                     {"type": "activate_ability", "player": "Alice", "object": "beh", "ability": 0, "pay": {"tap": ["bears"]}},
                     {"type": "activate_ability", "player": "Alice", "object": "beh", "ability": 0, "pay": {"tap": ["beh"]}},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert [st.refused for st in replay.steps[1:4]] == [False, True, False]  # the bears are tapped already the second time
    beh = [o for o in replay.steps[-1].state["zones"]["Alice"]["in_play"] if o["id"] == "beh"][0]
    assert (beh["power"], beh["toughness"]) == (6, 6)  # a 4/4, +1/+1 twice


@pytest.mark.parametrize("rules", EDITIONS)
def test_attunement_returns_itself_to_its_owners_hand_as_a_cost(lookup, pool, rules):
    assert played(pool, "Attunement")
    data = scenario([obj("att", "Attunement", "Alice"), *library("Alice", "a1", "a2", "a3"), obj("h", "Forest", "Alice", "hand")],
                    [{"type": "activate_ability", "player": "Alice", "object": "att", "ability": 0},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert [c["id"] for c in replay.steps[1].state["zones"]["Alice"]["hand"]] == ["h", "att"]
    zones = replay.steps[-1].state["zones"]["Alice"]
    assert len(zones["graveyard"]) == 4 and len(zones["hand"]) == 1  # five cards in hand after the draws, four discarded


def test_a_mana_ability_with_a_timing_restriction_stays_text_only():
    from rulings.oracle import compile_card
    ignus = compile_card({"name": "Grinning Ignus", "mana_cost": "{2}{R}", "types": ["Creature"], "power": "2", "toughness": "2",
                          "text": "{R}, Return this creature to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery.",
                          "layout": "normal"})
    assert not ignus.played  # the engine's mana abilities check no timing restriction


@pytest.mark.parametrize("rules", EDITIONS)
def test_time_walk_gives_its_caster_the_next_turn(lookup, pool, rules):
    assert played(pool, "Time Walk")
    data = scenario([obj("walk", "Time Walk", "Alice", "hand"), obj("i0", "Island", "Alice"), obj("i1", "Island", "Alice"),
                     *library("Alice", "a1", "a2"), *library("Bob", "b1")],
                    [{"type": "play_spell", "player": "Alice", "object": "walk", "mana_abilities": [{"object": "i0"}, {"object": "i1"}]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "pass_until", "player": "Alice", "phase": "end"},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    last = replay.steps[-1]
    assert last.state["turn"] == 4 and last.state["active_player"] == "Alice"
    assert ("300.6" if rules.startswith("2007") else "500.7") in {c.rule for c in last.citations}


def test_an_extra_turn_for_a_player_named_by_another_object_stays_text_only():
    # "Target player takes an extra turn after this one" is read (test_extra_turns.py)
    assert not card("Near Miss", "Target creature's controller takes an extra turn after this one.", types=("Sorcery",), cost="{U}").played


@pytest.mark.parametrize("rules", EDITIONS)
def test_thrill_of_possibility_discards_a_card_as_an_additional_cost(lookup, pool, rules):
    assert played(pool, "Thrill of Possibility")
    def run(pay):
        data = scenario([obj("thrill", "Thrill of Possibility", "Alice", "hand"), obj("m0", "Mountain", "Alice"),
                         obj("m1", "Mountain", "Alice"), obj("junk", "Forest", "Alice", "hand"), *library("Alice", "a1", "a2")],
                        [{"type": "play_spell", "player": "Alice", "object": "thrill", "mana_abilities": [{"object": "m0"}, {"object": "m1"}],
                          **({"pay": pay} if pay else {})},
                         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
        return run_scenario(load_scenario(data, cards=lookup))
    replay = run({"discard": ["junk"]})
    assert not replay.steps[1].refused
    zones = replay.steps[-1].state["zones"]["Alice"]
    assert sorted(c["id"] for c in zones["graveyard"]) == ["junk", "thrill"] and len(zones["hand"]) == 2
    assert run(None).steps[1].refused and run({"discard": ["thrill"]}).steps[1].refused  # not the spell itself
