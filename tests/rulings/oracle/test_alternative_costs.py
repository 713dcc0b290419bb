"""Real cards cast for a keyword alternative cost (2026 118.9; `pay: {"alternative": ...}`):
Mardu Scout (dash, 702.109a: haste, returned to its owner's hand at the next end step)
and Riveteers Requisitioner (blitz, 702.152a: haste, "When this permanent is put into a
graveyard from the battlefield, draw a card", sacrificed at the next end step). Both
keywords came later than February 2007: the 2007 rules refuse the alternative cost."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card
from .conftest import obj

R26, R07 = "2026-06-19", "2007-02-01"
PASSES = [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]
TO_THE_END = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"}]


def scenario(objects, actions, rules=R26):
    return {"format": 1, "rules": rules, "name": "alternative costs", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}


def zone_of(replay, oid):
    return next(zone for zones in replay.final_state["zones"].values() for zone, objs in zones.items()
                if any(o["id"] == oid for o in objs))


def events(replay):
    return [ev for st in replay.steps for ev in st.events]


def attack_then_end(attacker, power, resolving=1):
    """Attack, deal the damage, then resolve `resolving` abilities in the end step."""
    return [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
            {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
            {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
            {"type": "declare_blockers", "player": "Bob", "blocks": []},
            {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
            {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": attacker, "to": "Bob", "amount": power}]},
            {"type": "pass_until", "player": "Alice", "phase": "end"}, *PASSES * resolving]


def cast(oid, kw, mountains, extra=(), rules=R26, card=None):
    objects = [obj(oid, card, zone="hand"), obj("top", "Grizzly Bears", zone="library")]
    objects += [obj(f"m{i}", "Mountain") for i in range(mountains)]
    pay = {"alternative": kw} if kw else {}
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": oid, "pay": pay}, *PASSES, *extra], rules)


@pytest.mark.parametrize("name", ["Mardu Scout", "Riveteers Requisitioner"])
def test_dash_and_blitz_cards_are_fully_played(pool, name):
    assert pool[name].played


def test_mardu_scout_dashed_attacks_at_once_and_returns_to_the_hand_at_the_end_step(lookup):
    replay = run_scenario(load_scenario(cast("scout", "dash", 2, attack_then_end("scout", 3), card="Mardu Scout"), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert any("pays {1}{R}" in ev.text for ev in events(replay))
    assert replay.final_state["players"][1]["life"] == 17
    assert zone_of(replay, "scout") == "hand"
    assert {c.rule for ev in events(replay) for c in ev.citations if c.concept == "dash"} == {"702.109a"}


def test_mardu_scout_cast_for_its_mana_cost_stays_and_has_no_haste(lookup):
    replay = run_scenario(load_scenario(cast("scout", None, 2, [
        {"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
        {"type": "declare_attackers", "player": "Alice", "attackers": ["scout"]}], card="Mardu Scout"), cards=lookup))
    assert replay.steps[-1].refused  # summoning sickness: no haste without dash
    assert zone_of(replay, "scout") == "in_play"


def test_riveteers_requisitioner_blitzed_is_sacrificed_at_the_end_step_and_draws_a_card(lookup):
    replay = run_scenario(load_scenario(cast("req", "blitz", 3, attack_then_end("req", 3, resolving=3), card="Riveteers Requisitioner"),
                                        cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert replay.final_state["players"][1]["life"] == 17
    assert zone_of(replay, "req") == "graveyard"
    assert zone_of(replay, "top") == "hand"  # the blitz "dies" ability drew it
    assert {c.rule for ev in events(replay) for c in ev.citations if c.concept == "blitz"} == {"702.152a"}


def test_dash_is_refused_under_the_2007_rules_saying_why(lookup):
    replay = run_scenario(load_scenario(cast("scout", "dash", 2, rules=R07, card="Mardu Scout"), cards=lookup))
    assert replay.steps[1].refused
    assert any("dash is later than February 2007" in ev.text for ev in replay.steps[1].events)


def test_dash_for_a_card_without_it_is_refused(lookup):
    replay = run_scenario(load_scenario(cast("req", "dash", 3, card="Riveteers Requisitioner"), cards=lookup))
    assert replay.steps[1].refused and any("has no dash" in ev.text for ev in replay.steps[1].events)


def test_an_unknown_alternative_cost_is_refused_by_the_loader_naming_the_field(lookup):
    with pytest.raises(ScenarioError, match=r"pay\.alternative"):
        load_scenario(cast("scout", "madness", 2, card="Mardu Scout"), cards=lookup)


@pytest.mark.parametrize("text", ["Dash {X}{R}", "Blitz—{2}{B}{B}, Pay 2 life."])
def test_a_near_miss_alternative_cost_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{R}", "power": "1", "toughness": "1", "text": text}
    assert not compile_card(card).played


# --- alternative costs a card's text lists (2007 409.1b, 409.1f; 2026 118.9) ---------------------------

@pytest.mark.parametrize("name", ["Bringer of the Blue Dawn", "Mistvein Borderpost"])
def test_printed_alternative_cost_cards_are_fully_played(pool, name):
    assert pool[name].played


@pytest.mark.parametrize("rules,rule", [(R26, "118.9"), (R07, "409.1f")])
def test_mistvein_borderpost_for_one_and_a_basic_land_returned_to_the_hand(lookup, rules, rule):
    objects = [obj("post", "Mistvein Borderpost", zone="hand"), obj("isl", "Island")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "post", "pay": {"alternative": "alternative_cost", "return": ["isl"]}},
        *PASSES], rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "isl") == "hand"  # tapped for {1}, then returned (601.2g-h)
    post = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "post")
    assert post["tapped"]
    assert rule in {c.rule for ev in events(replay) for c in ev.citations if c.concept == "alternative_cost"}


def test_mistvein_borderposts_alternative_cost_refuses_a_land_that_is_not_basic(lookup):
    objects = [obj("post", "Mistvein Borderpost", zone="hand"), obj("isl", "Island"), obj("other", "Mistvein Borderpost")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "post", "pay": {"alternative": "alternative_cost", "return": ["other"]}}],
        R26), cards=lookup))
    assert replay.steps[-1].refused and any("basic land" in ev.text for ev in replay.steps[-1].events)


@pytest.mark.parametrize("rules", [R26, R07])
def test_bringer_of_the_blue_dawn_for_five_colors(lookup, rules):
    objects = [obj("bringer", "Bringer of the Blue Dawn", zone="hand")]
    objects += [obj(land, land) for land in ("Plains", "Island", "Swamp", "Mountain", "Forest")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "bringer", "pay": {"alternative": "alternative_cost"}}, *PASSES], rules),
        cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "bringer") == "in_play"


def test_a_printed_alternative_cost_with_a_condition_stays_text_only():
    card = {"name": "Near Miss", "types": ["Creature"], "mana_cost": "{5}{R}", "power": "1", "toughness": "1",
            "text": "If you control a Mountain, you may pay {R} rather than pay this spell's mana cost."}
    assert not compile_card(card).played


# --- evoke (2026 702.74a) --------------------------------------------------------------------------------

def evoked(card, oid, islands, extra_objects=(), order=None, targets=None, resolving=2):
    objects = [obj(oid, card, zone="hand"), obj("top", "Grizzly Bears", zone="library"), obj("next", "Grizzly Bears", zone="library"),
               *extra_objects] + [obj(f"i{i}", "Island") for i in range(islands)]
    resolves = {"type": "pass_priority", "player": "Bob"}  # the spell resolves: its triggers wait, then go on the stack
    if order or targets:
        resolves = {**resolves, **({"trigger_order": order} if order else {}), **({"trigger_targets": {oid: targets}} if targets else {})}
    return scenario(objects, [{"type": "play_spell", "player": "Alice", "object": oid, "pay": {"alternative": "evoke"}},
                              {"type": "pass_priority", "player": "Alice"}, resolves,
                              *[{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * resolving]])


def test_mulldrifter_evoked_draws_two_cards_and_is_sacrificed(lookup):
    replay = run_scenario(load_scenario(evoked("Mulldrifter", "drifter", 3), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "drifter") == "graveyard"
    assert zone_of(replay, "top") == "hand" and zone_of(replay, "next") == "hand"
    assert {c.rule for ev in events(replay) for c in ev.citations if c.concept == "evoke"} == {"702.74a"}


def test_aethersnipe_evoked_can_return_itself_when_its_controller_orders_the_evoke_trigger_first(lookup):
    """603.3b: the evoke trigger put on the stack first resolves last: Aethersnipe's own ability
    returns it to its owner's hand before it would be sacrificed."""
    replay = run_scenario(load_scenario(evoked("Aethersnipe", "snipe", 3, order=["snipe:evoke", "snipe"], targets=["snipe"]),
                                        cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "snipe") == "hand"


def test_aethersnipe_evoked_by_default_is_sacrificed_first(lookup):
    objects = [obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(evoked("Aethersnipe", "snipe", 3, objects, targets=["bears"]), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "snipe") == "graveyard" and zone_of(replay, "bears") == "hand"


def test_evoke_is_refused_under_the_2007_rules(lookup):
    data = evoked("Mulldrifter", "drifter", 3)
    data["rules"] = R07
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[1].refused and any("evoke is later than February 2007" in ev.text for ev in replay.steps[1].events)


# --- surge (2026 702.117a) -------------------------------------------------------------------------------

def analysis(shock_first, rules=R26):
    objects = [obj("ca", "Comparative Analysis", zone="hand"), obj("shock", "Shock", zone="hand"), obj("m", "Mountain"),
               obj("top", "Grizzly Bears", zone="library"), obj("next", "Grizzly Bears", zone="library")]
    objects += [obj(f"i{i}", "Island") for i in range(3)]
    first = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["Bob"]}, *PASSES] if shock_first else []
    return scenario(objects, [*first, {"type": "play_spell", "player": "Alice", "object": "ca", "targets": ["Alice"],
                                       "pay": {"alternative": "surge"}}, *PASSES], rules)


def test_comparative_analysis_for_its_surge_cost_after_another_spell(pool, lookup):
    assert pool["Comparative Analysis"].played
    replay = run_scenario(load_scenario(analysis(True), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert zone_of(replay, "top") == "hand" and zone_of(replay, "next") == "hand"
    assert any("pays {2}{U}" in ev.text for ev in events(replay))
    assert {c.rule for ev in events(replay) for c in ev.citations if c.concept == "surge"} == {"702.117a"}


def test_surge_is_refused_before_its_caster_has_cast_another_spell_this_turn(lookup):
    replay = run_scenario(load_scenario(analysis(False), cards=lookup))
    assert replay.steps[1].refused and any("another spell this turn" in ev.text for ev in replay.steps[1].events)


def test_surge_is_refused_under_the_2007_rules(lookup):
    replay = run_scenario(load_scenario(analysis(True, R07), cards=lookup))
    assert any(st.refused and any("surge is later than February 2007" in ev.text for ev in st.events) for st in replay.steps)


# --- spectacle (2026 702.137a) ---------------------------------------------------------------------------

def skewer(shock_first, rules=R26, shock_target="Bob"):
    objects = [obj("skewer", "Skewer the Critics", zone="hand"), obj("shock", "Shock", zone="hand"), obj("m0", "Mountain"),
               obj("m1", "Mountain")]
    first = [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": [shock_target]}, *PASSES] if shock_first else []
    return scenario(objects, [*first, {"type": "play_spell", "player": "Alice", "object": "skewer", "targets": ["Bob"],
                                       "pay": {"alternative": "spectacle"}}, *PASSES], rules)


def test_skewer_the_critics_for_its_spectacle_cost_after_an_opponent_lost_life(pool, lookup):
    assert pool["Skewer the Critics"].played
    replay = run_scenario(load_scenario(skewer(True), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert replay.final_state["players"][1]["life"] == 15
    assert {c.rule for ev in events(replay) for c in ev.citations if c.concept == "spectacle"} == {"702.137a"}


def test_spectacle_is_refused_when_no_opponent_lost_life_this_turn(lookup):
    replay = run_scenario(load_scenario(skewer(True, shock_target="Alice"), cards=lookup))  # only Alice lost life
    refused = [st for st in replay.steps if st.refused]
    assert refused and any("lost life this turn" in ev.text for ev in refused[0].events)


def test_spectacle_is_refused_under_the_2007_rules(lookup):
    replay = run_scenario(load_scenario(skewer(True, R07), cards=lookup))
    assert any(st.refused and any("spectacle is later than February 2007" in ev.text for ev in st.events) for st in replay.steps)


# --- "You may sacrifice two Mountains / return an Island ... rather than pay this spell's mana cost" -----

@pytest.mark.parametrize("rules,rule", [(R26, "118.9"), (R07, "409.1f")])
def test_fireblast_for_two_sacrificed_mountains(pool, lookup, rules, rule):
    assert pool["Fireblast"].played
    objects = [obj("blast", "Fireblast", zone="hand"), obj("m0", "Mountain"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "blast", "targets": ["Bob"],
         "pay": {"alternative": "alternative_cost", "sacrifice": ["m0", "m1"]}}, *PASSES], rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert replay.final_state["players"][1]["life"] == 16
    assert zone_of(replay, "m0") == "graveyard" and zone_of(replay, "m1") == "graveyard" and zone_of(replay, "m2") == "in_play"
    assert rule in {c.rule for ev in events(replay) for c in ev.citations if c.concept == "alternative_cost"}


def test_fireblast_refuses_one_mountain(lookup):
    objects = [obj("blast", "Fireblast", zone="hand"), obj("m0", "Mountain")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "blast", "targets": ["Bob"],
         "pay": {"alternative": "alternative_cost", "sacrifice": ["m0"]}}], R26), cards=lookup))
    assert replay.steps[-1].refused and any("sacrificing 2 Mountains" in ev.text for ev in replay.steps[-1].events)


def test_gush_returns_two_islands_to_draw_two(pool, lookup):
    assert pool["Gush"].played
    objects = [obj("gush", "Gush", zone="hand"), obj("i0", "Island"), obj("i1", "Island"),
               obj("top", "Grizzly Bears", zone="library"), obj("next", "Grizzly Bears", zone="library")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "gush", "pay": {"alternative": "alternative_cost", "return": ["i0", "i1"]}},
        *PASSES], R26), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert {zone_of(replay, o) for o in ("i0", "i1", "top", "next")} == {"hand"}


@pytest.mark.parametrize("text", ["You may sacrifice two Mountains you control to their owner's hand rather than pay this spell's mana cost.",
                                  "If it's your turn, you may sacrifice a Mountain rather than pay this spell's mana cost."])
def test_a_near_miss_sacrificing_alternative_cost_stays_text_only(text):
    card = {"name": "Near Miss", "types": ["Instant"], "mana_cost": "{2}{R}", "text": text + "\nDraw a card."}
    assert not compile_card(card).played


# --- "If you control a Swamp, you may pay 4 life / tap an untapped creature ... rather than pay ..." -------

@pytest.mark.parametrize("rules", [R26, R07])
def test_snuff_out_for_four_life_while_controlling_a_swamp(pool, lookup, rules):
    assert pool["Snuff Out"].played
    objects = [obj("snuff", "Snuff Out", zone="hand"), obj("s", "Swamp"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "snuff", "targets": ["bears"], "pay": {"alternative": "alternative_cost"}},
        *PASSES], rules), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    assert replay.final_state["players"][0]["life"] == 16 and zone_of(replay, "bears") == "graveyard"
    assert zone_of(replay, "s") == "in_play"


def test_snuff_out_without_a_swamp_is_refused(lookup):
    objects = [obj("snuff", "Snuff Out", zone="hand"), obj("m", "Mountain"), obj("bears", "Grizzly Bears", owner="Bob")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "snuff", "targets": ["bears"], "pay": {"alternative": "alternative_cost"}}],
        R26), cards=lookup))
    assert replay.steps[-1].refused and any("controls a Swamp" in ev.text for ev in replay.steps[-1].events)


def test_ramosian_rally_by_tapping_an_untapped_creature(pool, lookup):
    assert pool["Ramosian Rally"].played
    objects = [obj("rally", "Ramosian Rally", zone="hand"), obj("p", "Plains"), obj("bears", "Grizzly Bears")]
    replay = run_scenario(load_scenario(scenario(objects, [
        {"type": "play_spell", "player": "Alice", "object": "rally", "pay": {"alternative": "alternative_cost", "tap": ["bears"]}},
        *PASSES], R26), cards=lookup))
    assert not any(st.refused for st in replay.steps), [e.text for st in replay.steps if st.refused for e in st.events]
    bears = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "bears")
    assert bears["tapped"]
    assert next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "p")["tapped"] is False
