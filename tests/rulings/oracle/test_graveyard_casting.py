"""Real cards cast from their owner's graveyard: Flame Jab (retrace, 2026 702.81a: its
mana cost plus discarding a land card) and Radical Idea (jump-start, 2026 702.133a:
its mana cost plus discarding a card, then exiled as it leaves the stack). Both
keywords came later than February 2007: under those rules the casting is refused."""
import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "graveyard casting", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


PASSES = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def zone_of(replay, oid):
    return next(zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                if any(o["id"] == oid for o in objs))


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def rules_cited(replay, concept):
    return {c.rule for ev in events(replay) for c in ev.citations if c.concept == concept}


@pytest.mark.parametrize("name", ["Flame Jab", "Radical Idea"])
def test_retrace_and_jump_start_cards_are_fully_played(pool, name):
    assert pool[name].played


def test_flame_jab_is_cast_from_the_graveyard_by_discarding_a_land_card(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("jab", "Flame Jab", zone="graveyard"), obj("m", "Mountain"), obj("h0", "Mountain", zone="hand")],
        [{"type": "play_spell", "player": "Alice", "object": "jab", "targets": ["Bob"], "pay": {"discard": ["h0"]}}, *PASSES]),
        cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for e in replay.steps[-1].events]
    assert replay.final_state["players"][1]["life"] == 19
    assert zone_of(replay, "h0") == "graveyard"
    assert zone_of(replay, "jab") == "graveyard"  # retrace doesn't exile it: it can be cast again
    assert rules_cited(replay, "retrace") == {"702.81a"}


def test_retrace_refuses_discarding_a_card_that_is_not_a_land(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("jab", "Flame Jab", zone="graveyard"), obj("m", "Mountain"), obj("h0", "Grizzly Bears", zone="hand")],
        [{"type": "play_spell", "player": "Alice", "object": "jab", "targets": ["Bob"], "pay": {"discard": ["h0"]}}]),
        cards=lookup))
    assert replay.steps[-1].refused
    assert any("not a land card" in ev.text for ev in replay.steps[-1].events)


def test_retrace_refuses_a_cast_without_a_discarded_card(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("jab", "Flame Jab", zone="graveyard"), obj("m", "Mountain")],
        [{"type": "play_spell", "player": "Alice", "object": "jab", "targets": ["Bob"]}]), cards=lookup))
    assert replay.steps[-1].refused
    assert any('"discard"' in ev.text for ev in replay.steps[-1].events)


def test_retrace_is_refused_under_the_2007_rules_saying_why(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("jab", "Flame Jab", zone="graveyard"), obj("m", "Mountain"), obj("h0", "Mountain", zone="hand")],
        [{"type": "play_spell", "player": "Alice", "object": "jab", "targets": ["Bob"], "pay": {"discard": ["h0"]}}], R07),
        cards=lookup))
    assert replay.steps[-1].refused
    assert any("later than February 2007" in ev.text for ev in replay.steps[-1].events)


def test_flame_jab_from_the_hand_under_2007_deals_its_damage(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("jab", "Flame Jab", zone="hand"), obj("m", "Mountain")],
        [{"type": "play_spell", "player": "Alice", "object": "jab", "targets": ["Bob"]}, *PASSES], R07), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert replay.final_state["players"][1]["life"] == 19


def test_radical_idea_is_cast_with_jump_start_and_then_exiled(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("idea", "Radical Idea", zone="graveyard"), obj("i0", "Island"), obj("i1", "Island"),
         obj("h0", "Grizzly Bears", zone="hand"), obj("top", "Grizzly Bears", zone="library")],
        [{"type": "play_spell", "player": "Alice", "object": "idea", "pay": {"discard": ["h0"]}}, *PASSES]), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for e in replay.steps[-1].events]
    assert zone_of(replay, "h0") == "graveyard" and zone_of(replay, "top") == "hand"
    assert zone_of(replay, "idea") == "removed_from_game"  # exiled (2026 words: "exile")
    assert rules_cited(replay, "jump_start") == {"702.133a"}
    assert any("it was cast with jump-start, so it is exiled instead" in ev.text for ev in events(replay))


def test_radical_idea_from_the_hand_goes_to_the_graveyard(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("idea", "Radical Idea", zone="hand"), obj("i0", "Island"), obj("i1", "Island"), obj("top", "Grizzly Bears", zone="library")],
        [{"type": "play_spell", "player": "Alice", "object": "idea"}, *PASSES]), cards=lookup))
    assert not any(st.refused for st in replay.steps)
    assert zone_of(replay, "idea") == "graveyard"


@pytest.mark.parametrize("text", ["Retrace—Discard a creature card.", "Jump-start {2}"])
def test_a_near_miss_graveyard_casting_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{R}", "text": "Draw a card.\n" + text}
    assert not compile_card(card).played


# --- unearth (2026 702.84a) -------------------------------------------------------------------------

def unearth(extra_actions=(), rules=R26, swamps=1, zone="graveyard"):
    objects = [obj("zombie", "Dregscape Zombie", zone=zone)] + [obj(f"s{i}", "Swamp") for i in range(swamps)]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "zombie", "ability": 0}, *PASSES, *extra_actions]
    return scenario(objects, actions, rules)


@pytest.mark.parametrize("name", ["Dregscape Zombie", "Kathari Screecher"])
def test_unearth_cards_are_fully_played(pool, name):
    assert pool[name].played


def test_dregscape_zombie_unearthed_attacks_at_once_then_is_exiled_at_the_end_step(lookup):
    replay = run_scenario(load_scenario(unearth([
        {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
        {"type": "declare_attackers", "player": "Alice", "attackers": ["zombie"]},
        {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
        {"type": "declare_blockers", "player": "Bob", "blocks": []},
        {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
        {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": "zombie", "to": "Bob", "amount": 2}]},
        {"type": "pass_until", "player": "Alice", "phase": "end"}, *PASSES]), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert replay.final_state["players"][1]["life"] == 18  # it has haste: it attacked the turn it returned
    assert zone_of(replay, "zombie") == "removed_from_game"
    assert rules_cited(replay, "unearth") == {"702.84a"}


def test_an_unearthed_creature_that_would_die_is_exiled_instead(lookup):
    objects = [obj("zombie", "Dregscape Zombie", zone="graveyard"), obj("s0", "Swamp"), obj("m", "Mountain", owner="Bob"),
               obj("shock", "Shock", owner="Bob", zone="hand")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "activate_ability", "player": "Alice", "object": "zombie", "ability": 0}, *PASSES,
        {"type": "pass_priority", "player": "Alice"},
        {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["zombie"]},
        {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"}]), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "zombie") == "removed_from_game"
    assert any("returned with unearth, so it is exiled instead" in ev.text for ev in events(replay))


def test_unearth_works_only_from_the_graveyard(lookup):
    replay = run_scenario(load_scenario(unearth(zone="in_play"), cards=lookup))
    assert replay.steps[1].refused


def test_unearth_is_activated_only_as_a_sorcery(lookup):
    data = unearth()
    data["turn"]["phase"] = "beginning"
    data["turn"]["step"] = "upkeep"
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[1].refused


def test_unearth_is_refused_under_the_2007_rules_saying_why(lookup):
    replay = run_scenario(load_scenario(unearth(rules=R07), cards=lookup))
    assert replay.steps[1].refused
    assert any("unearth is later than February 2007" in ev.text for ev in replay.steps[1].events)


@pytest.mark.parametrize("text", ["Unearth {X}{B}", "Unearth—Pay eight {E}."])
def test_a_near_miss_unearth_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{B}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played


# --- "[Cost]: Return this card from your graveyard to ..." (2007 402.8g; 2026 113.6m) ------------------

@pytest.mark.parametrize("name", ["Reassembling Skeleton", "Undead Gladiator"])
def test_graveyard_return_abilities_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules", [R26, R07])
def test_reassembling_skeleton_returns_from_the_graveyard_tapped(lookup, rules):
    replay = run_scenario(load_scenario(scenario(
        [obj("skel", "Reassembling Skeleton", zone="graveyard"), obj("s0", "Swamp"), obj("s1", "Swamp")],
        [{"type": "activate_ability", "player": "Alice", "object": "skel", "ability": 0}, *PASSES], rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    skeleton = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "skel")
    assert skeleton["tapped"]


def test_reassembling_skeletons_ability_does_nothing_in_play(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("skel", "Reassembling Skeleton"), obj("s0", "Swamp"), obj("s1", "Swamp")],
        [{"type": "activate_ability", "player": "Alice", "object": "skel", "ability": 0}]), cards=lookup))
    assert replay.steps[-1].refused
    assert any("works only while it is in the graveyard" in ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("rules", [R26, R07])
def test_undead_gladiator_returns_to_the_hand_in_the_upkeep_by_discarding_a_card(lookup, rules):
    data = scenario([obj("glad", "Undead Gladiator", zone="graveyard"), obj("s0", "Swamp"), obj("s1", "Swamp"),
                     obj("h0", "Grizzly Bears", zone="hand")],
                    [{"type": "activate_ability", "player": "Alice", "object": "glad", "ability": 0, "pay": {"discard": ["h0"]}},
                     *PASSES], rules)
    data["turn"].update({"phase": "beginning", "step": "upkeep"})
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "glad") == "hand" and zone_of(replay, "h0") == "graveyard"


def test_undead_gladiator_can_not_return_outside_the_upkeep(lookup):
    replay = run_scenario(load_scenario(scenario(
        [obj("glad", "Undead Gladiator", zone="graveyard"), obj("s0", "Swamp"), obj("s1", "Swamp"), obj("h0", "Grizzly Bears", zone="hand")],
        [{"type": "activate_ability", "player": "Alice", "object": "glad", "ability": 0, "pay": {"discard": ["h0"]}}]), cards=lookup))
    assert replay.steps[-1].refused


@pytest.mark.parametrize("text", ["{1}{B}, Mill four cards: Return this card from your graveyard to the battlefield.",
                                  "{2}{B}: Return this card from your graveyard to the battlefield tapped with two +1/+1 counters on it.",
                                  "{T}: Return this card from your graveyard to the battlefield."])
def test_a_near_miss_graveyard_return_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{B}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played


# --- escape (2026 702.138a) ---------------------------------------------------------------------------

def fruit(exile, rules=R26, others=3):
    objects = [obj("fruit", "Fruit of Tizerus", zone="graveyard")] + [obj(f"s{i}", "Swamp") for i in range(4)]
    objects += [obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(others)]
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": "fruit", "targets": ["Bob"],
                               "pay": {"exile": exile}}, *PASSES], rules)


def test_fruit_of_tizerus_is_fully_played(pool):
    assert pool["Fruit of Tizerus"].played


def test_fruit_of_tizerus_escapes_by_exiling_three_other_graveyard_cards(lookup):
    replay = run_scenario(load_scenario(fruit(["g0", "g1", "g2"]), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert replay.final_state["players"][1]["life"] == 18
    assert all(zone_of(replay, g) == "removed_from_game" for g in ("g0", "g1", "g2"))
    assert zone_of(replay, "fruit") == "graveyard"  # escape doesn't exile the card itself
    assert any("pays {3}{B}" in ev.text for ev in events(replay))
    assert rules_cited(replay, "escape") == {"702.138a"}


def test_escape_refuses_too_few_other_cards_to_exile(lookup):
    replay = run_scenario(load_scenario(fruit(["g0", "g1"], others=2), cards=lookup))
    assert replay.steps[1].refused and any('"exile"' in ev.text for ev in replay.steps[1].events)


def test_escape_can_not_exile_the_card_itself(lookup):
    replay = run_scenario(load_scenario(fruit(["g0", "g1", "fruit"]), cards=lookup))
    assert replay.steps[1].refused


def test_escape_is_refused_under_the_2007_rules(lookup):
    replay = run_scenario(load_scenario(fruit(["g0", "g1", "g2"], rules=R07), cards=lookup))
    assert replay.steps[1].refused and any("escape is later than February 2007" in ev.text for ev in replay.steps[1].events)


@pytest.mark.parametrize("text", ["Escape—{2}{B}, Exile any number of other cards from your graveyard.",
                                  "Escape—{R}{R}{W}{W}, Exile five other cards from your graveyard. This spell escapes with a +1/+1 counter."])
def test_a_near_miss_escape_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{B}", "text": "Draw a card.\n" + text}
    assert not compile_card(card).played


def test_underworld_charger_escapes_with_two_counters(pool, lookup):
    assert pool["Underworld Charger"].played
    objects = [obj("charger", "Underworld Charger", zone="graveyard")] + [obj(f"s{i}", "Swamp") for i in range(5)]
    objects += [obj(f"g{i}", "Grizzly Bears", zone="graveyard") for i in range(3)]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "charger", "pay": {"exile": ["g0", "g1", "g2"]}}, *PASSES]), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    charger = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "charger")
    assert charger["counters"] == {"+1/+1": 2}
    assert rules_cited(replay, "escapes_with") == {"702.138c"}


def test_underworld_charger_cast_from_the_hand_has_no_counters(lookup):
    objects = [obj("charger", "Underworld Charger", zone="hand")] + [obj(f"s{i}", "Swamp") for i in range(4)]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "charger"}, *PASSES]), cards=lookup))
    charger = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "charger")
    assert not charger.get("counters")
