"""Real cards whose amounts are read from the game (rulings/oracle/amounts.py): "equal to the
number of Mountains you control", "for each card in your hand", "then draw that many cards",
"Whenever ~ is dealt damage, draw that many cards", counted as the instruction is followed
(2007: 413.2; 2026: 608.2)."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import objects_in
from .test_playing_real_cards import EDITIONS, obj, rules_cited, scenario, texts

CARDS = ["Spitting Earth", "Sudden Impact", "Gerrard's Wisdom", "Grim Strider", "Tolarian Winds", "Body of Knowledge",
         "Westgate Regent", "Cold-Eyed Selkie"]
RESOLVES = {"2007-02-01": "413.2b", "2026-06-19": "608.2c"}


def run(objects, actions, lookup, rules, **kw):
    replay = run_scenario(load_scenario(scenario(objects, actions, rules=rules, **kw), cards=lookup))
    assert not any(st.refused for st in replay.steps), texts(replay)
    return replay


def zone_ids(replay, player, zone):
    return [o["id"] for o in replay.final_state["zones"][player][zone]]


def lands(name, n, owner="Alice", prefix="land"):
    return [obj(f"{prefix}{i}", name, owner) for i in range(n)]


def resolve():
    return [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}]


def taps(*ids):
    return [{"object": i} for i in ids]


@pytest.mark.parametrize("name", CARDS)
def test_the_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


@pytest.mark.parametrize("rules", EDITIONS)
def test_spitting_earth_counts_the_mountains_as_it_resolves(lookup, rules):
    objects = [obj("earth", "Spitting Earth", "Alice", "hand"), *lands("Mountain", 3), obj("giant", "Hill Giant", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "earth", "targets": ["giant"],
                "mana_abilities": taps("land0", "land1")}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    log = "\n".join(texts(replay))
    assert "Spitting Earth deals 3 damage to Hill Giant" in log  # tapped Mountains count too
    assert "giant" in zone_ids(replay, "Bob", "graveyard")


@pytest.mark.parametrize("rules", EDITIONS)
def test_sudden_impact_counts_the_target_players_hand(lookup, rules):
    objects = [obj("impact", "Sudden Impact", "Alice", "hand"), *lands("Mountain", 4),
               obj("b1", "Grizzly Bears", "Bob", "hand"), obj("b2", "Grizzly Bears", "Bob", "hand"), obj("b3", "Hill Giant", "Bob", "hand"),
               obj("a1", "Grizzly Bears", "Alice", "hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "impact", "targets": ["Bob"],
                "mana_abilities": taps("land0", "land1", "land2", "land3")}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    life = {p["name"]: p["life"] for p in replay.final_state["players"]}
    assert life == {"Alice": 20, "Bob": 17}, texts(replay)
    assert RESOLVES[rules] in rules_cited(replay)  # the instructions followed in order as it resolves


@pytest.mark.parametrize("rules", EDITIONS)
def test_gerrards_wisdom_gains_two_life_for_each_card_left_in_hand(lookup, rules):
    objects = [obj("wisdom", "Gerrard's Wisdom", "Alice", "hand"), *lands("Plains", 4),
               obj("a1", "Grizzly Bears", "Alice", "hand"), obj("a2", "Hill Giant", "Alice", "hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "wisdom",
                "mana_abilities": taps("land0", "land1", "land2", "land3")}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert replay.final_state["players"][0]["life"] == 24, texts(replay)  # the spell itself is on the stack, not in hand


@pytest.mark.parametrize("rules", EDITIONS)
def test_grim_strider_gets_minus_one_for_each_card_in_hand(lookup, rules):
    objects = [obj("strider", "Grim Strider", "Alice"), obj("a1", "Grizzly Bears", "Alice", "hand"),
               obj("a2", "Hill Giant", "Alice", "hand")]
    replay = run(objects, [], lookup, rules)
    strider = objects_in(replay.final_state)["strider"]
    assert (strider["power"], strider["toughness"]) == (4, 4)


@pytest.mark.parametrize("rules", EDITIONS)
def test_tolarian_winds_draws_as_many_as_it_discarded(lookup, rules):
    objects = [obj("winds", "Tolarian Winds", "Alice", "hand"), *lands("Island", 2),
               obj("a1", "Grizzly Bears", "Alice", "hand"), obj("a2", "Hill Giant", "Alice", "hand"),
               obj("l1", "Grizzly Bears", "Alice", "library"), obj("l2", "Grizzly Bears", "Alice", "library"),
               obj("l3", "Grizzly Bears", "Alice", "library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "winds", "mana_abilities": taps("land0", "land1")}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert sorted(zone_ids(replay, "Alice", "graveyard")) == ["a1", "a2", "winds"]
    assert len(zone_ids(replay, "Alice", "hand")) == 2 and len(zone_ids(replay, "Alice", "library")) == 1


@pytest.mark.parametrize("rules", EDITIONS)
def test_tolarian_winds_with_an_empty_hand_draws_nothing(lookup, rules):
    objects = [obj("winds", "Tolarian Winds", "Alice", "hand"), *lands("Island", 2),
               obj("l1", "Grizzly Bears", "Alice", "library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "winds", "mana_abilities": taps("land0", "land1")}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert zone_ids(replay, "Alice", "hand") == [] and zone_ids(replay, "Alice", "library") == ["l1"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_body_of_knowledge_draws_as_many_cards_as_the_damage_dealt_to_it(lookup, rules):
    objects = [obj("body", "Body of Knowledge", "Alice"), obj("shock", "Shock", "Bob", "hand"), obj("m", "Mountain", "Bob"),
               obj("h1", "Hill Giant", "Alice", "hand"), obj("h2", "Hill Giant", "Alice", "hand"), obj("h3", "Hill Giant", "Alice", "hand"),
               obj("l1", "Grizzly Bears", "Alice", "library"), obj("l2", "Grizzly Bears", "Alice", "library"),
               obj("l3", "Grizzly Bears", "Alice", "library")]
    actions = [{"type": "pass_priority", "player": "Alice"},
               {"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["body"], "mana_abilities": taps("m")},
               {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
               *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert len(zone_ids(replay, "Alice", "hand")) == 5, texts(replay)  # a 3/3 dealt 2 damage draws 2
    assert "Body of Knowledge's ability triggers" in "\n".join(texts(replay))


def _combat_to_player(attacker, amount, rules, choices=None):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": [{"source": attacker, "to": "Bob", "amount": amount}]}]
    if rules == "2007-02-01":  # combat damage uses the stack (2007 310.1)
        actions += resolve()
    last = resolve()
    if choices:
        last[-1]["choices"] = choices
    return actions + last


@pytest.mark.parametrize("rules", EDITIONS)
def test_westgate_regent_gets_as_many_counters_as_the_combat_damage_it_dealt(lookup, rules):
    objects = [obj("regent", "Westgate Regent", "Alice")]
    replay = run(objects, _combat_to_player("regent", 4, rules), lookup, rules, phase="combat", step="beginning_of_combat")
    regent = objects_in(replay.final_state)["regent"]
    assert regent["counters"] == {"+1/+1": 4}, texts(replay)
    assert replay.final_state["players"][1]["life"] == 16


@pytest.mark.parametrize("rules", EDITIONS)
def test_cold_eyed_selkie_may_draw_that_many_cards(lookup, rules):
    objects = [obj("selkie", "Cold-Eyed Selkie", "Alice"), obj("l1", "Grizzly Bears", "Alice", "library"),
               obj("l2", "Grizzly Bears", "Alice", "library")]
    actions = _combat_to_player("selkie", 1, rules, {"selkie": {"may": True}})
    replay = run(objects, actions, lookup, rules, phase="combat", step="beginning_of_combat")
    assert len(zone_ids(replay, "Alice", "hand")) == 1, texts(replay)  # a 1/1: one card
    assert "Alice chooses to draw that many cards." in texts(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_cold_eyed_selkie_may_not_draw(lookup, rules):
    objects = [obj("selkie", "Cold-Eyed Selkie", "Alice"), obj("l1", "Grizzly Bears", "Alice", "library")]
    actions = _combat_to_player("selkie", 1, rules, {"selkie": {"may": False}})
    replay = run(objects, actions, lookup, rules, phase="combat", step="beginning_of_combat")
    assert zone_ids(replay, "Alice", "hand") == [], texts(replay)


@pytest.mark.parametrize("text", [
    "Whenever this creature is dealt damage, draw that many cards plus one.",
    "Whenever this creature attacks, draw that many cards.",
    "Whenever this creature is dealt damage, put that many +1/+1 counters on target creature and draw that many cards.",
    "Whenever this creature is dealt damage, it deals that many damage to any target.",
    "Whenever this creature is dealt damage, target player gains that much life.",  # "you gain that much life": damage_and_life.py
])
def test_that_many_elsewhere_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{U}", "types": ["Creature"], "power": "1", "toughness": "1",
                             "text": text}).played


@pytest.mark.parametrize("text", [
    "Discard a card, then draw that many cards.",
    "Near Miss deals damage to target creature equal to the number of cards in their graveyard.",  # graveyards and the battlefield: counts_more.py
    "Near Miss deals damage to target creature equal to the number of cards in that player's hand.",
    "You gain 2 life for each card in their graveyard.",
    "You gain 2 life for each card in target player's hand.",
])
def test_near_misses_stay_text_only(text):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{1}{R}", "types": ["Sorcery"], "text": text}).played


def test_where_x_is_on_a_card_with_x_in_its_cost_stays_text_only():
    assert not compile_card({"name": "Near Miss", "mana_cost": "{X}{R}", "types": ["Sorcery"],
                             "text": "Near Miss deals X damage to any target, where X is the number of Mountains you control."}).played


# --- "N damage divided as you choose" (rulings/engine/divided_damage.py) ---------------------------

DIVISION = {"2007-02-01": "409.1e", "2026-06-19": "601.2d"}
DIVIDED = ["Arc Lightning", "Pyrotechnics", "Electrolyze", "Fire at Will"]


@pytest.mark.parametrize("name", DIVIDED)
def test_the_divided_damage_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


def _arc(targets, divide, extra=(), rules="2007-02-01", lookup=None, more_actions=()):
    objects = [obj("arc", "Arc Lightning", "Alice", "hand"), *lands("Mountain", 4), obj("bears", "Grizzly Bears", "Bob"),
               obj("giant", "Hill Giant", "Bob"), *extra]
    cast = {"type": "play_spell", "player": "Alice", "object": "arc", "targets": targets, "mana_abilities": taps("land0", "land1", "land2")}
    if divide is not None:
        cast["divide"] = divide
    replay = run_scenario(load_scenario(scenario(objects, [cast, *more_actions, *resolve()], rules=rules), cards=lookup))
    return replay


@pytest.mark.parametrize("rules", EDITIONS)
def test_arc_lightning_deals_the_damage_as_it_was_divided(lookup, rules):
    replay = _arc(["bears", "giant", "Bob"], [1, 1, 1], rules=rules, lookup=lookup)
    assert not any(st.refused for st in replay.steps), texts(replay)
    log = "\n".join(texts(replay))
    assert "Arc Lightning deals 1 damage to Grizzly Bears" in log and "Arc Lightning deals 1 damage to Hill Giant" in log
    assert replay.final_state["players"][1]["life"] == 19
    assert DIVISION[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_arc_lightning_may_have_a_single_target(lookup, rules):
    replay = _arc(["giant"], [3], rules=rules, lookup=lookup)
    assert not any(st.refused for st in replay.steps), texts(replay)
    assert "giant" in zone_ids(replay, "Bob", "graveyard")


@pytest.mark.parametrize("divide, why", [([2, 2], "adds up to 4"), ([3], "announce one amount for each"),
                                         (None, "announce one amount for each")])
def test_a_division_that_does_not_fit_is_refused(lookup, divide, why):
    replay = _arc(["bears", "Bob"], divide, lookup=lookup)
    assert replay.steps[1].refused and why in "\n".join(texts(replay))
    assert zone_ids(replay, "Alice", "hand") == ["arc"]  # nothing is lost: the spell is back in hand


def test_the_same_target_twice_is_refused(lookup):
    replay = _arc(["bears", "bears"], [2, 1], lookup=lookup)
    assert replay.steps[1].refused and "chosen twice" in "\n".join(texts(replay))


def test_a_zero_in_the_division_is_refused_as_the_scenario_loads(lookup):
    with pytest.raises(ScenarioError, match="divide"):
        _arc(["bears", "Bob"], [3, 0], lookup=lookup)


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_part_of_a_target_gone_illegal_is_not_dealt(lookup, rules):
    shock = {"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["bears"], "mana_abilities": taps("land3")}
    replay = _arc(["bears", "Bob"], [2, 1], extra=[obj("shock", "Shock", "Alice", "hand")], rules=rules, lookup=lookup,
                  more_actions=[shock, *resolve()])
    assert not any(st.refused for st in replay.steps), texts(replay)
    log = "\n".join(texts(replay))
    assert "2 damage divided to Grizzly Bears is not dealt" in log
    assert replay.final_state["players"][1]["life"] == 19  # the 1 to Bob is dealt, the 2 is not moved to him


@pytest.mark.parametrize("rules", EDITIONS)
def test_pyrotechnics_divides_among_up_to_four_targets(lookup, rules):
    objects = [obj("pyro", "Pyrotechnics", "Alice", "hand"), *lands("Mountain", 5), obj("giant", "Hill Giant", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "pyro", "targets": ["giant", "Bob"], "divide": [3, 1],
            "mana_abilities": taps(*(f"land{i}" for i in range(5)))}
    replay = run(objects, [cast, *resolve()], lookup, rules)
    assert "giant" in zone_ids(replay, "Bob", "graveyard") and replay.final_state["players"][1]["life"] == 19


def test_pyrotechnics_cant_have_more_targets_than_damage(lookup):
    objects = [obj("pyro", "Pyrotechnics", "Alice", "hand"), *lands("Mountain", 5), obj("giant", "Hill Giant", "Bob"),
               obj("bears", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob")]
    cast = {"type": "play_spell", "player": "Alice", "object": "pyro", "targets": ["giant", "bears", "b2", "Bob", "Alice"],
            "divide": [1, 1, 1, 1, 1], "mana_abilities": taps(*(f"land{i}" for i in range(5)))}
    replay = run_scenario(load_scenario(scenario(objects, [cast]), cards=lookup))
    assert replay.steps[1].refused


@pytest.mark.parametrize("text, types", [
    ("Near Miss deals X damage divided as you choose among any number of targets.", ["Sorcery"]),
    ("Near Miss deals 3 damage divided as you choose among one, two, or three targets.\nMadness {1}{R}", ["Instant"]),
    ("When this creature enters, it deals 3 damage divided as you choose among one, two, or three targets.", ["Creature"]),
    ("Near Miss deals 3 damage divided as you choose among one, two, three, or four targets.", ["Sorcery"]),
    ("Near Miss deals 2 damage divided as you choose among one, two, or three targets.", ["Sorcery"]),
])
def test_divisions_the_engine_does_not_announce_stay_text_only(text, types):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{X}{R}", "types": types, "power": "1", "toughness": "1",
                             "text": text}).played


# --- "gets +N/+N until end of turn for each ..." (rulings/engine/pump_for_each.py) -----------------

COUNTED_ONCE = {"2007-02-01": "413.2f", "2026-06-19": "608.2h"}


@pytest.mark.parametrize("name", ["Elvish Berserker", "Johtull Wurm", "Defile", "Strength of Cedars"])
def test_the_pump_for_each_cards_are_fully_played(pool, name):
    assert pool[name].played, pool[name].why_not


def _blocked(attacker, blockers, rules):
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": [attacker]},
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": b, "attacker": attacker} for b in blockers]},
               *resolve()]
    return actions


@pytest.mark.parametrize("rules", EDITIONS)
def test_elvish_berserker_gets_plus_one_for_each_creature_blocking_it(lookup, rules):
    objects = [obj("elf", "Elvish Berserker", "Alice"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob")]
    replay = run(objects, _blocked("elf", ["b1", "b2"], rules), lookup, rules, phase="combat", step="beginning_of_combat")
    elf = objects_in(replay.final_state)["elf"]
    assert (elf["power"], elf["toughness"]) == (3, 3), texts(replay)
    assert COUNTED_ONCE[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_johtull_wurm_gets_minus_two_minus_one_beyond_the_first_blocker(lookup, rules):
    objects = [obj("wurm", "Johtull Wurm", "Alice"), obj("b1", "Grizzly Bears", "Bob"), obj("b2", "Grizzly Bears", "Bob"),
               obj("b3", "Grizzly Bears", "Bob")]
    replay = run(objects, _blocked("wurm", ["b1", "b2", "b3"], rules), lookup, rules, phase="combat", step="beginning_of_combat")
    wurm = objects_in(replay.final_state)["wurm"]
    assert (wurm["power"], wurm["toughness"]) == (2, 4), texts(replay)  # a 6/6, two blockers beyond the first


@pytest.mark.parametrize("rules", EDITIONS)
def test_defile_counts_the_swamps_once_as_it_resolves(lookup, rules):
    objects = [obj("defile", "Defile", "Alice", "hand"), *lands("Swamp", 3), obj("giant", "Hill Giant", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "defile", "targets": ["giant"], "mana_abilities": taps("land0")},
               *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert "giant" in zone_ids(replay, "Bob", "graveyard"), texts(replay)  # a 3/3 gets -3/-3
    assert "Hill Giant gets -3/-3 until end of turn" in "\n".join(texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_strength_of_cedars_gets_plus_x_for_each_land(lookup, rules):
    objects = [obj("cedars", "Strength of Cedars", "Alice", "hand"), *lands("Forest", 6), obj("bears", "Grizzly Bears", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "cedars", "targets": ["bears"],
                "mana_abilities": taps(*(f"land{i}" for i in range(5)))}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    bears = objects_in(replay.final_state)["bears"]
    assert (bears["power"], bears["toughness"]) == (8, 8), texts(replay)


@pytest.mark.parametrize("text, types", [
    ("Target creature gets +1/+1 until end of turn for each creature blocking it.", ["Instant"]),
    ("Target creature gets +1/+1 until end of turn for each card in that player's graveyard.", ["Instant"]),
    ("Target creature gets +X/+1 until end of turn, where X is the number of lands you control.", ["Instant"]),
    ("Target creature gets +X/+X until end of turn, where X is the number of Elf cards in your graveyard.", ["Instant"]),
    ("Whenever this creature attacks, it gets +1/+1 until end of turn for each other attacking creature that shares a creature type with it.", ["Creature"]),
])
def test_counts_the_engine_does_not_make_stay_text_only(text, types):
    assert not compile_card({"name": "Near Miss", "mana_cost": "{G}", "types": types, "power": "1", "toughness": "1",
                             "text": text}).played


@pytest.mark.parametrize("rules", EDITIONS)
def test_remedy_divides_its_prevention_shields(lookup, rules):
    objects = [obj("remedy", "Remedy", "Alice", "hand"), *lands("Plains", 2, prefix="p"), *lands("Mountain", 3),
               obj("bears", "Grizzly Bears", "Alice"),
               obj("arc", "Arc Lightning", "Alice", "hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "remedy", "targets": ["bears", "Alice"], "divide": [2, 3],
                "mana_abilities": taps("p0", "p1")}, *resolve(),
               {"type": "play_spell", "player": "Alice", "object": "arc", "targets": ["bears", "Alice"], "divide": [2, 1],
                "mana_abilities": taps("land0", "land1", "land2")}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert "bears" in zone_ids(replay, "Alice", "in_play"), texts(replay)  # its 2 damage prevented
    assert replay.final_state["players"][0]["life"] == 20
    assert DIVISION[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_embolden_cast_by_flashback_announces_its_division_too(lookup, rules):
    objects = [obj("embolden", "Embolden", "Alice", "graveyard"), *lands("Plains", 2), obj("bears", "Grizzly Bears", "Alice")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "embolden", "targets": ["bears", "Alice"], "divide": [1, 3],
                "mana_abilities": taps("land0", "land1")}, *resolve()]
    replay = run(objects, actions, lookup, rules)
    log = "\n".join(texts(replay))
    assert "The next 1 damage to Grizzly Bears this turn will be prevented." in log
    assert "The next 3 damage to Alice this turn will be prevented." in log
    assert DIVISION[rules] in rules_cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_a_copy_of_arc_lightning_keeps_its_division(lookup, rules):
    """2026 707.10: a copy copies the decisions made for the spell, the division among them."""
    objects = [obj("arc", "Arc Lightning", "Alice", "hand"), obj("rev", "Reverberate", "Alice", "hand"), *lands("Mountain", 5),
               obj("giant", "Hill Giant", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "arc", "targets": ["giant", "Bob"], "divide": [1, 2],
                "mana_abilities": taps("land0", "land1", "land2")},
               {"type": "play_spell", "player": "Alice", "object": "rev", "targets": ["arc"], "mana_abilities": taps("land3", "land4")},
               *resolve(), *resolve(), *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert replay.final_state["players"][1]["life"] == 16, texts(replay)  # 2 from the copy, 2 from the spell
    assert "giant" in zone_ids(replay, "Bob", "in_play")  # 1 + 1 damage to a 3/3


@pytest.mark.parametrize("rules", EDITIONS)
def test_whirlpool_rider_draws_as_many_as_it_shuffled_away(lookup, rules):
    objects = [obj("rider", "Whirlpool Rider", "Alice", "hand"), *lands("Island", 2),
               obj("a1", "Grizzly Bears", "Alice", "hand"), obj("a2", "Hill Giant", "Alice", "hand"),
               obj("l1", "Grizzly Bears", "Alice", "library")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "rider", "mana_abilities": taps("land0", "land1")},
               *resolve(), *resolve()]
    replay = run(objects, actions, lookup, rules)
    assert len(zone_ids(replay, "Alice", "hand")) == 2 and len(zone_ids(replay, "Alice", "library")) == 1, texts(replay)
    assert "shuffles the 2 cards from their hand" in "\n".join(texts(replay))
