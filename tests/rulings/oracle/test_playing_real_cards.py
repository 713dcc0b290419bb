"""Real cards named by their name alone, played from their compiled Oracle text."""
import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import objects_in, texts

EDITIONS = ("2007-02-01", "2026-06-19")


def scenario(objects, actions, rules="2007-02-01", phase="precombat_main", step=None):
    return {"format": 1, "rules": rules, "name": "real cards", "players": [{"name": "Alice"}, {"name": "Bob"}],
            "turn": {"number": 3, "active_player": "Alice", "phase": phase, "step": step},
            "objects": objects, "actions": actions}


def obj(oid, card, owner, zone="in_play"):
    return {"id": oid, "card": card, "owner": owner, "zone": zone}


def rules_cited(replay):
    return {c.rule for st in replay.steps for ev in st.events for c in ev.citations}


@pytest.mark.parametrize("rules", EDITIONS)
def test_shock_on_savannah_lions_answered_by_titanic_growth(lookup, rules):
    data = scenario(
        [obj("shock", "Shock", "Alice", "hand"), obj("mountain", "Mountain", "Alice"),
         obj("lions", "Savannah Lions", "Bob"), obj("growth", "Titanic Growth", "Bob", "hand"),
         obj("forest1", "Forest", "Bob"), obj("forest2", "Forest", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["lions"], "mana_abilities": [{"object": "mountain"}]},
         {"type": "pass_priority", "player": "Alice"},
         {"type": "play_spell", "player": "Bob", "object": "growth", "targets": ["lions"],
          "mana_abilities": [{"object": "forest1"}, {"object": "forest2"}]},
         {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
        rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert not any(st.refused for st in replay.steps)
    log = "\n".join(texts(replay))
    assert "Shock deals 2 damage to Savannah Lions" in log
    assert "Savannah Lions gets +4/+4 until end of turn" in log
    assert "Savannah Lions is destroyed" not in log  # a 6/5 with 2 damage
    assert rules_cited(replay)  # every step cites the rules of its edition


def test_a_name_neither_the_engine_nor_the_pool_knows_is_refused(lookup):
    data = scenario([obj("x", "No Such Card", "Alice")], [])
    with pytest.raises(ScenarioError, match="no card"):
        load_scenario(data, cards=lookup)


def test_the_replay_says_which_text_the_engine_did_not_play(lookup):
    replay = run_scenario(load_scenario(scenario([obj("wurm", "Ravager Wurm", "Alice", "hand")], []), cards=lookup))
    assert any(t.startswith("Text only (the engine does not model it): wurm (Ravager Wurm)") and "isn't a mana ability" in t
               for t in texts(replay))


@pytest.mark.parametrize("rules", EDITIONS)
def test_pyroclasm_deals_damage_to_each_creature(lookup, rules):
    data = scenario(
        [obj("clasm", "Pyroclasm", "Alice", "hand"), obj("m1", "Mountain", "Alice"), obj("m2", "Mountain", "Alice"),
         obj("lions", "Savannah Lions", "Bob"), obj("angel", "Serra Angel", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "clasm", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert "Pyroclasm deals 2 damage to Savannah Lions" in log and "Pyroclasm deals 2 damage to Serra Angel" in log
    assert "Savannah Lions is destroyed" in log and "Serra Angel is destroyed" not in log  # 2/1 dies, 4/4 lives


@pytest.mark.parametrize("rules", EDITIONS)
def test_doom_blade_destroys_target_nonblack_creature(lookup, rules):
    data = scenario(
        [obj("blade", "Doom Blade", "Alice", "hand"), obj("s1", "Swamp", "Alice"), obj("s2", "Swamp", "Alice"),
         obj("angel", "Serra Angel", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "blade", "targets": ["angel"],
          "mana_abilities": [{"object": "s1"}, {"object": "s2"}]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    log = "\n".join(texts(run_scenario(load_scenario(data, cards=lookup))))
    assert "Serra Angel is destroyed" in log


def test_divination_draws_two_cards(lookup):
    data = scenario(
        [obj("div", "Divination", "Alice", "hand"), obj("i1", "Island", "Alice"), obj("i2", "Island", "Alice"),
         obj("i3", "Island", "Alice"), obj("c1", "Island", "Alice", "library"), obj("c2", "Island", "Alice", "library")],
        [{"type": "play_spell", "player": "Alice", "object": "div",
          "mana_abilities": [{"object": "i1"}, {"object": "i2"}, {"object": "i3"}]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}])
    log = "\n".join(texts(run_scenario(load_scenario(data, cards=lookup))))
    assert "draws" in log.lower()


def test_goblin_raider_cant_block(lookup):
    data = scenario([obj("lions", "Savannah Lions", "Alice"), obj("raider", "Goblin Raider", "Bob")],
                    [{"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "declare_attackers", "player": "Alice", "attackers": ["lions"]},
                     {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
                     {"type": "declare_blockers", "player": "Bob", "blocks": [{"blocker": "raider", "attacker": "lions"}]}],
                    phase="combat", step="beginning_of_combat")
    replay = run_scenario(load_scenario(data, cards=lookup))
    assert replay.steps[-1].refused
    assert "Goblin Raider can't block" in "\n".join(texts(replay))


def test_a_keyword_the_2007_rules_lack_is_said_to_do_nothing_under_them():
    rats = {"name": "Typhoid Rats", "mana_cost": "{B}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "keyword", "keyword": "deathtouch"}], "text": "Deathtouch"}
    notes = [t for t in texts(run_scenario(load_scenario(scenario([obj("rats", rats, "Alice")], []))))
             if t.startswith("Text only under")]
    assert notes and "has deathtouch, a keyword those rules do not have" in notes[0]
    later = scenario([obj("rats", rats, "Alice")], [], rules="2026-06-19")
    assert not any(t.startswith("Text only under") for t in texts(run_scenario(load_scenario(later))))


def _objects(replay) -> dict:
    return objects_in(replay.final_state)


def _players(replay) -> dict:
    return {p["name"]: p for p in replay.final_state["players"]}


@pytest.mark.parametrize("rules", EDITIONS)
def test_highland_game_dies_and_its_death_and_life_gain_trigger(lookup, rules):
    """Shock kills Highland Game: its dies trigger gains Bob 2 life, Rot Shambler sees another
    creature Bob controls die, and that gain makes Cliffhaven Vampire drain Alice for 1."""
    data = scenario(
        [obj("shock", "Shock", "Alice", "hand"), obj("mountain", "Mountain", "Alice"),
         obj("game", "Highland Game", "Bob"), obj("shambler", "Rot Shambler", "Bob"), obj("vampire", "Cliffhaven Vampire", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["game"], "mana_abilities": [{"object": "mountain"}]}]
        + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 4],
        rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    players = _players(replay)
    assert players["Bob"]["life"] == 22 and players["Alice"]["life"] == 19, log
    assert _objects(replay)["shambler"]["counters"] == {"+1/+1": 1}, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_supreme_verdict_cant_be_countered_by_cancel(lookup, rules):
    data = scenario(
        [obj("verdict", "Supreme Verdict", "Alice", "hand")] + [obj(f"l{i}", land, "Alice") for i, land in enumerate(("Plains", "Plains", "Island", "Island"))]
        + [obj("lions", "Savannah Lions", "Bob"), obj("cancel", "Cancel", "Bob", "hand")]
        + [obj(f"i{i}", "Island", "Bob") for i in range(3)],
        [{"type": "play_spell", "player": "Alice", "object": "verdict", "mana_abilities": [{"object": f"l{i}"} for i in range(4)]},
         {"type": "pass_priority", "player": "Alice"},
         {"type": "play_spell", "player": "Bob", "object": "cancel", "targets": ["verdict"],
          "mana_abilities": [{"object": f"i{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Bob"}, {"type": "pass_priority", "player": "Alice"},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
        rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    assert "Supreme Verdict can't be countered, so Cancel doesn't counter it" in log
    assert "Savannah Lions is destroyed" in log


@pytest.mark.parametrize("rules", EDITIONS)
def test_chiefs_pump_the_other_warriors_you_control_but_not_themselves(lookup, rules):
    data = scenario([obj("edge", "Chief of the Edge", "Alice"), obj("scale", "Chief of the Scale", "Alice"),
                     obj("lions", "Savannah Lions", "Alice"), obj("bob_edge", "Chief of the Edge", "Bob")], [], rules=rules)
    objects = _objects(run_scenario(load_scenario(data, cards=lookup)))
    assert (objects["edge"]["power"], objects["edge"]["toughness"]) == (3, 3)  # +0/+1 from the Scale
    assert (objects["scale"]["power"], objects["scale"]["toughness"]) == (3, 3)  # +1/+0 from Alice's Edge
    assert (objects["lions"]["power"], objects["lions"]["toughness"]) == (2, 1)  # a Cat, not a Warrior
    assert (objects["bob_edge"]["power"], objects["bob_edge"]["toughness"]) == (3, 2)  # Bob's: not Alice's to pump


def test_jace_beleren_plus_two_each_player_draws_and_one_loyalty_ability_a_turn(lookup):
    """606.3-606.4: +2 puts two loyalty counters on Jace and each player draws; a second loyalty
    ability of Jace this turn is refused. His −10 ("mills twenty cards") is played too."""
    data = scenario(
        [obj("jace", "Jace Beleren", "Alice"), obj("a1", "Island", "Alice", "library"), obj("b1", "Forest", "Bob", "library"),
         obj("lions", "Savannah Lions", "Bob", "library")],
        [{"type": "activate_ability", "player": "Alice", "object": "jace", "ability": 0},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"},
         {"type": "activate_ability", "player": "Alice", "object": "jace", "ability": 1, "targets": ["Alice"]}],
        rules="2026-06-19")
    assert not lookup("Jace Beleren").get("text_only")
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert [st.refused for st in replay.steps[1:]] == [False, False, False, True], log
    assert "606.3" in {c.rule for c in replay.steps[-1].citations} | {c.rule for ev in replay.steps[-1].events for c in ev.citations}, log
    objects = _objects(replay)
    assert objects["jace"]["counters"] == {"loyalty": 5}, log
    assert objects["a1"]["zone"] == "hand" and objects["b1"]["zone"] == "hand" and objects["lions"]["zone"] == "library", log


@pytest.mark.parametrize("rules", EDITIONS)
def test_defiant_bloodlord_makes_the_opponent_lose_the_life_gained(lookup, rules):
    data = scenario(
        [obj("shock", "Shock", "Alice", "hand"), obj("mountain", "Mountain", "Alice"),
         obj("game", "Highland Game", "Bob"), obj("bloodlord", "Defiant Bloodlord", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["game"], "mana_abilities": [{"object": "mountain"}]}]
        + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 3],
        rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    players = _players(replay)
    assert players["Bob"]["life"] == 22 and players["Alice"]["life"] == 18, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_imperious_perfect_pumps_the_other_elves_you_control(lookup, rules):
    data = scenario([obj("perfect", "Imperious Perfect", "Alice"), obj("elves", "Fyndhorn Elves", "Alice"),
                     obj("bob_elves", "Fyndhorn Elves", "Bob")], [], rules=rules)
    objects = _objects(run_scenario(load_scenario(data, cards=lookup)))
    assert lookup("Imperious Perfect").get("text_only") is None
    assert (objects["elves"]["power"], objects["elves"]["toughness"]) == (2, 2)
    assert (objects["perfect"]["power"], objects["perfect"]["toughness"]) == (2, 2)  # not itself: printed 2/2
    assert (objects["bob_elves"]["power"], objects["bob_elves"]["toughness"]) == (1, 1)


def test_shock_any_target_takes_loyalty_from_jace_beleren(lookup):
    """115.4: "any target" includes a planeswalker; damage to it removes loyalty counters (120.3c)."""
    data = scenario(
        [obj("shock", "Shock", "Alice", "hand"), obj("mountain", "Mountain", "Alice"), obj("jace", "Jace Beleren", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "shock", "targets": ["jace"], "mana_abilities": [{"object": "mountain"}]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
        rules="2026-06-19")
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    assert _objects(replay)["jace"]["counters"] == {"loyalty": 1}, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_act_of_treason_steals_untaps_and_hastes_serra_angel(lookup, rules):
    angel = {**obj("angel", "Serra Angel", "Bob"), "tapped": True}
    data = scenario(
        [obj("treason", "Act of Treason", "Alice", "hand")] + [obj(f"m{i}", "Mountain", "Alice") for i in range(3)] + [angel],
        [{"type": "play_spell", "player": "Alice", "object": "treason", "targets": ["angel"],
          "mana_abilities": [{"object": f"m{i}"} for i in range(3)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}],
        rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    stolen = _objects(replay)["angel"]
    assert stolen["controller"] == "Alice" and stolen["tapped"] is False, log
    assert "haste" in stolen["keywords"], stolen


@pytest.mark.parametrize("rules", EDITIONS)
def test_endless_one_enters_with_x_counters(lookup, rules):
    data = scenario(
        [obj("one", "Endless One", "Alice", "hand"), obj("m1", "Mountain", "Alice"), obj("m2", "Mountain", "Alice")],
        [{"type": "play_spell", "player": "Alice", "object": "one", "x": 2, "mana_abilities": [{"object": "m1"}, {"object": "m2"}]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    one = _objects(replay)["one"]
    assert one["counters"] == {"+1/+1": 2} and (one["power"], one["toughness"]) == (2, 2), log


@pytest.mark.parametrize("rules", EDITIONS)
def test_inferno_deals_damage_to_each_creature_and_each_player(lookup, rules):
    data = scenario(
        [obj("inferno", "Inferno", "Alice", "hand")] + [obj(f"m{i}", "Mountain", "Alice") for i in range(7)]
        + [obj("angel", "Serra Angel", "Bob"), obj("dragon", "Shivan Dragon", "Alice")],
        [{"type": "play_spell", "player": "Alice", "object": "inferno", "mana_abilities": [{"object": f"m{i}"} for i in range(7)]},
         {"type": "pass_priority", "player": "Alice"}, {"type": "pass_priority", "player": "Bob"}], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    assert {p: v["life"] for p, v in _players(replay).items()} == {"Alice": 14, "Bob": 14}, log
    assert "Serra Angel is destroyed" in log and "Shivan Dragon is destroyed" in log  # 6 damage: a 4/4 and a 5/5


@pytest.mark.parametrize("rules", EDITIONS)
def test_momentary_blink_flickers_angel_of_mercy_which_enters_again(lookup, rules):
    """The returned Angel is a new object (2007: 217.1c; 2026: 400.7): its enters trigger gains 3 life."""
    data = scenario(
        [obj("blink", "Momentary Blink", "Alice", "hand"), obj("p1", "Plains", "Alice"), obj("p2", "Plains", "Alice"),
         obj("angel", "Angel of Mercy", "Alice")],
        [{"type": "play_spell", "player": "Alice", "object": "blink", "targets": ["angel"],
          "mana_abilities": [{"object": "p1"}, {"object": "p2"}]}]
        + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 2], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    assert _players(replay)["Alice"]["life"] == 23, log


@pytest.mark.parametrize("rules", EDITIONS)
def test_blood_artist_sees_itself_and_another_creature_die_together(lookup, rules):
    """Pyroclasm kills Blood Artist and Savannah Lions at once: it triggers for each (603.10a looks back);
    each trigger targets Alice (the engine's first choice: an opponent)."""
    data = scenario(
        [obj("clasm", "Pyroclasm", "Alice", "hand"), obj("m1", "Mountain", "Alice"), obj("m2", "Mountain", "Alice"),
         obj("artist", "Blood Artist", "Bob"), obj("lions", "Savannah Lions", "Bob")],
        [{"type": "play_spell", "player": "Alice", "object": "clasm", "mana_abilities": [{"object": "m1"}, {"object": "m2"}]}]
        + [{"type": "pass_priority", "player": p} for p in ("Alice", "Bob") * 3], rules=rules)
    replay = run_scenario(load_scenario(data, cards=lookup))
    log = "\n".join(texts(replay))
    assert not any(st.refused for st in replay.steps), log
    assert {p: v["life"] for p, v in _players(replay).items()} == {"Alice": 18, "Bob": 22}, log
