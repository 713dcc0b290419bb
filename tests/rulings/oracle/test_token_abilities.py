"""Tokens created with quoted abilities and keywords (rulings/oracle/token_abilities.py), played from real
cards' Oracle text (token_abilities_cards.json: records copied from the pool): Harried Spearguard's Rat with
"This token can't block.", Professor of Zoomancy's Pest with "When this token dies, you gain 1 life.",
Dragon Egg's Dragon with flying and "{R}: This token gets +1/+0 until end of turn.", Crawling Chorus's Mite
with toxic 1 and "This token can't block." and Irregular Cohort's Shapeshifter with changeling (a token has
the abilities the effect gives it: 2007 216.1; 2026 111.4); and near misses that stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, log, obj, objects_in, p

CARDS = Path(__file__).parent / "token_abilities_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
EDITIONS = (R2007, R2026)


def play(cards, objects, actions, rules, refused_last=False):
    doc = {"format": 1, "rules": rules, "name": "token abilities", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 3, "active_player": "Alice", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert not any(st.refused for st in (replay.steps[:-1] if refused_last else replay.steps)), log(replay)
    return replay


def bolt(target, player="Alice", oid="bolt"):
    return [{"type": "play_spell", "player": player, "object": oid, "targets": [target]}, p("Alice"), p("Bob")]


#: cards of the file one of whose abilities stays text only (another family's words): only the rest is played
PARTLY = {"Insidious Roots": "Whenever one or more creature cards leave your graveyard, create a 0/1 green Plant creature token, "
                               "then put a +1/+1 counter on each Plant you control."}


def test_the_cards_compile(compiled):
    for name in compiled:
        if name in PARTLY:
            assert [a["text"] for a in compiled[name].abilities if not a["played"]] == [PARTLY[name]]
        else:
            assert compiled[name].played, name


def token_of(compiled, name) -> dict:
    ability = next(ab for ab in compiled[name].definition["abilities"] if ab.get("kind") == "triggered")
    return ability["effect"][0]["token"]


def test_a_quoted_ability_is_compiled_as_the_tokens_own(compiled):
    rat = token_of(compiled, "Voracious Vermin")
    assert rat["abilities"] == [{"kind": "keyword", "keyword": "cant_block"}]
    mite = token_of(compiled, "Crawling Chorus")
    assert mite["types"] == ["Artifact", "Creature"]
    assert mite["abilities"] == [{"kind": "keyword", "keyword": "toxic", "count": 1}, {"kind": "keyword", "keyword": "cant_block"}]
    assert token_of(compiled, "Irregular Cohort")["abilities"] == [{"kind": "keyword", "keyword": "changeling"}]


@pytest.mark.parametrize("rules", EDITIONS)
def test_professor_of_zoomancys_pest_gains_its_controller_a_life_when_it_dies(cards, rules):
    objects = [obj("prof", "Professor of Zoomancy", zone="hand"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"),
               obj("m", "Mountain", "Bob")] + [obj(f"l{i}", land) for i, land in enumerate(["Forest", "Swamp", "Forest", "Forest"])]
    actions = [{"type": "play_spell", "player": "Alice", "object": "prof"}, p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["pest"]}, p("Bob"), p("Alice"),
               p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert "pest" not in objs or objs["pest"].get("zone") != "in_play", log(replay)
    alice = next(pl for pl in replay.final_state["players"] if pl["name"] == "Alice")
    assert alice["life"] == 21, log(replay)
    assert "Alice gains 1 life" in log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_dragon_eggs_dragon_pumps_itself_with_its_quoted_ability(cards, rules):
    objects = [obj("egg", "Dragon Egg"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"), obj("m2", "Mountain")]
    actions = [*bolt("egg")[:1], p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "dragon", "ability": 1}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    dragon = objects_in(replay.final_state)["dragon"]
    assert (dragon["power"], dragon["toughness"]) == (3, 2), log(replay)
    assert ("216.1" if rules == R2007 else "111.2") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_harried_spearguards_rat_cant_block(cards, rules):
    """Harried Spearguard dies as Bob attacks; its Rat (with "This token can't block.") is declared as a blocker: refused."""
    objects = [obj("guard", "Harried Spearguard"), obj("bolt", "Lightning Bolt", zone="hand"), obj("m", "Mountain"),
               obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "pass_until", "player": "Bob", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Bob", "attackers": ["bears"]}, p("Bob"),
               {"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["guard"]}, p("Alice"), p("Bob"),
               p("Bob"), p("Alice"),
               {"type": "pass_until", "player": "Bob", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Alice", "blocks": [{"blocker": "rat", "attacker": "bears"}]}]
    doc = {"format": 1, "rules": rules, "name": "token abilities", "players": [{"name": "Alice"}, {"name": "Bob"}],
           "turn": {"number": 4, "active_player": "Bob", "phase": "precombat_main"}, "objects": objects, "actions": actions}
    replay = run_scenario(load_scenario(doc, cards=cards))
    assert objects_in(replay.final_state)["rat"]["zone"] == "in_play", log(replay)
    assert not any(st.refused for st in replay.steps[:-1]) and replay.steps[-1].refused, log(replay)
    assert "can't block" in log(replay).split("Refused:")[-1], log(replay)


@pytest.mark.parametrize("text", [
    # a quotation inside the quotation (Reef Worm's Whale): text only
    "When this creature dies, create a 3/3 blue Fish creature token with \"When this token dies, create a 6/6 blue "
    "Whale creature token with 'When this token dies, create a 9/9 blue Kraken creature token.'\"",
    # a quoted ability the compiler can't read
    "When this creature enters, create a 1/1 colorless Pilot creature token with \"This token saddles Mounts and "
    "crews Vehicles using its toughness rather than its power.\"",
    # the card itself named inside the quotation
    "When this creature enters, create a 1/1 black Rat creature token with \"Whenever this creature attacks, draw a card.\"",
])
def test_a_quotation_the_compiler_cant_read_stays_text_only(text):
    card = compile_card({"name": "Test Card", "mana_cost": "{2}{B}", "types": ["Creature"], "subtypes": ["Rat"],
                         "power": "1", "toughness": "1", "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_pongifys_ape_is_created_by_the_destroyed_creatures_controller(cards, rules):
    objects = [obj("c", "Pongify", zone="hand"), obj("i", "Island"), obj("bears", "Grizzly Bears", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c", "targets": ["bears"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["bears"]["zone"] == "graveyard" and objs["ape"]["zone"] == "in_play", log(replay)
    assert objs["ape"]["controller"] == "Bob" and objs["ape"]["owner"] == ("Alice" if rules == R2007 else "Bob")  # 216.1 / 111.2
    assert (objs["ape"]["power"], objs["ape"]["toughness"]) == (3, 3)
    made = "Bob creates 1 3/3 green Ape creature token" if rules == R2026 else "Bob puts 1 3/3 green Ape creature token into play"
    assert made in log(replay)
    assert {"413.2f" if rules == R2007 else "608.2h", "216.1" if rules == R2007 else "111.2"} <= cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_swan_songs_bird_goes_to_the_countered_spells_controller(cards, rules):
    objects = [obj("c", "Swan Song", zone="hand"), obj("i", "Island"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"),
               obj("m", "Mountain", "Bob")]
    actions = [p("Alice"), {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["Alice"]},
               p("Bob"), {"type": "play_spell", "player": "Alice", "object": "c", "targets": ["bolt"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["bolt"]["zone"] == "graveyard" and objs["bird"]["zone"] == "in_play", log(replay)
    assert objs["bird"]["controller"] == "Bob" and objs["bird"]["keywords"] == ["flying"]
    assert "Bob creates 1 2/2 blue Bird creature token with flying" in log(replay) or "Bob puts 1 2/2 blue Bird creature token with flying into play" in log(replay)
    alice = next(pl for pl in replay.final_state["players"] if pl["name"] == "Alice")
    assert alice["life"] == 20


@pytest.mark.parametrize("rules", EDITIONS)
def test_illness_in_the_ranks_kills_the_soldier_tokens_but_not_a_card(cards, rules):
    objects = [obj("ill", "Illness in the Ranks", "Bob"), obj("alarm", "Raise the Alarm", zone="hand"), obj("p1", "Plains"),
               obj("p2", "Plains"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "alarm"}, p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert "soldier" not in objs or objs["soldier"]["zone"] != "in_play", log(replay)
    assert (objs["bears"]["power"], objs["bears"]["toughness"]) == (2, 2)


@pytest.mark.parametrize("rules", EDITIONS)
def test_intangible_virtue_pumps_only_its_controllers_creature_tokens(cards, rules):
    objects = [obj("virtue", "Intangible Virtue"), obj("alarm", "Raise the Alarm", zone="hand"), obj("p1", "Plains"),
               obj("p2", "Plains"), obj("bears", "Grizzly Bears")]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "alarm"}, p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert (objs["soldier"]["power"], objs["soldier"]["toughness"]) == (2, 2) and "vigilance" in objs["soldier"]["keywords"], log(replay)
    assert (objs["bears"]["power"], objs["bears"]["toughness"]) == (2, 2) and "vigilance" not in objs["bears"]["keywords"]


@pytest.mark.parametrize("rules", EDITIONS)
def test_leonin_warleaders_cats_enter_tapped_and_attacking_and_deal_damage(cards, rules):
    objects = [obj("leo", "Leonin Warleader")]
    damage = [{"source": "leo", "to": "Bob", "amount": 4}, {"source": "cat", "to": "Bob", "amount": 1},
              {"source": "cat-2", "to": "Bob", "amount": 1}]
    actions = [{"type": "pass_until", "player": "Alice", "step": "declare_attackers"},
               {"type": "declare_attackers", "player": "Alice", "attackers": ["leo"]}, p("Alice"), p("Bob"),
               {"type": "pass_until", "player": "Alice", "step": "declare_blockers"},
               {"type": "declare_blockers", "player": "Bob", "blocks": []},
               {"type": "pass_until", "player": "Alice", "step": "combat_damage"},
               {"type": "assign_combat_damage", "player": "Alice", "assignments": damage}]
    if rules == R2007:  # combat damage uses the stack (2007 310.1)
        actions += [p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["cat"]["tapped"] and objs["cat-2"]["tapped"], log(replay)
    assert "Cat (cat), Cat (cat-2) are tapped and attacking Bob." in log(replay)
    life = {pl["name"]: pl["life"] for pl in replay.final_state["players"]}
    # lifelink is later than February 2007: there it does nothing (the log says so)
    assert life == {"Alice": 22 if rules == R2026 else 20, "Bob": 14}, log(replay)
    assert ("308.3" if rules == R2007 else "508.4") in cited(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_crustacean_commandos_mutagen_token_puts_a_counter_on_target_creature(cards, rules):
    objects = [obj("c", "Crustacean Commando", zone="hand"), obj("i1", "Island"), obj("i2", "Island"), obj("i3", "Island")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c"}, p("Alice"), p("Bob"), p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "mutagen", "ability": 0, "targets": ["c"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["c"]["counters"] == {"+1/+1": 1}, log(replay)
    assert "mutagen" not in objs or objs["mutagen"]["zone"] != "in_play"  # sacrificed to pay the cost
    if rules == R2026:
        assert "111.10v" in cited(replay)  # the rules define the Mutagen token
    else:
        assert "A Mutagen token" in log(replay) and "111.10v" not in cited(replay)  # a later rule: the card's words are followed


@pytest.mark.parametrize("rules", EDITIONS)
def test_phelddagrifs_hippo_goes_to_the_target_opponent(cards, rules):
    objects = [obj("ph", "Phelddagrif"), obj("f", "Forest")]
    actions = [{"type": "activate_ability", "player": "Alice", "object": "ph", "ability": 0, "targets": ["Bob"]}, p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    hippo = objects_in(replay.final_state)["hippo"]
    assert hippo["controller"] == "Bob" and hippo["owner"] == ("Alice" if rules == R2007 else "Bob"), log(replay)


@pytest.mark.parametrize("rules", EDITIONS)
def test_gelatinous_genesis_creates_x_x_x_oozes(cards, rules):
    objects = [obj("c", "Gelatinous Genesis", zone="hand")] + [obj(f"f{i}", "Forest") for i in range(5)]
    replay = play(cards, objects, [{"type": "play_spell", "player": "Alice", "object": "c", "x": 2}, p("Alice"), p("Bob")], rules)
    objs = objects_in(replay.final_state)
    assert [(objs[o]["power"], objs[o]["toughness"]) for o in ("ooze", "ooze-2")] == [(2, 2), (2, 2)], log(replay)
    assert "ooze-3" not in objs


@pytest.mark.parametrize("rules", EDITIONS)
def test_the_hives_token_is_named_wasp(cards, rules):
    objects = [obj("hive", "The Hive")] + [obj(f"l{i}", "Plains") for i in range(5)]
    replay = play(cards, objects, [{"type": "activate_ability", "player": "Alice", "object": "hive", "ability": 0}, p("Alice"), p("Bob")], rules)
    wasp = objects_in(replay.final_state)["insect"]
    assert (wasp["name"], wasp["subtypes"], wasp["types"]) == ("Wasp", ["Insect"], ["Artifact", "Creature"]), log(replay)
    assert "flying" in wasp["keywords"]


def test_tunnel_surveyors_glimmer_is_an_enchantment_creature(compiled):
    token = token_of(compiled, "Tunnel Surveyor")
    assert token["types"] == ["Enchantment", "Creature"] and token["subtypes"] == ["Glimmer"]


@pytest.mark.parametrize("text", [
    "Create an X/X green Ooze creature token.",  # no X announced for a spell without {X}
    "Create a 1/1 white Soldier creature token named soldier.",  # a name is capitalized
])
def test_a_token_sentence_the_engine_cant_read_stays_text_only(text):
    card = compile_card({"name": "Test Spell", "mana_cost": "{2}{W}", "types": ["Sorcery"], "text": text})
    assert not card.played


@pytest.mark.parametrize("rules", EDITIONS)
def test_dance_with_devils_devils_have_the_quoted_ability_and_deal_damage_when_they_die(cards, rules):
    objects = [obj("c", "Dance with Devils", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain"),
               obj("m4", "Mountain"), obj("bolt", "Lightning Bolt", "Bob", zone="hand"), obj("bm", "Mountain", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "c"}, p("Alice"), p("Bob"), p("Alice"),
               {"type": "play_spell", "player": "Bob", "object": "bolt", "targets": ["devil-2"]}, p("Bob"),
               p("Alice", trigger_targets={"devil-2": ["Bob"]}), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions, rules)
    objs = objects_in(replay.final_state)
    assert objs["devil"]["zone"] == "in_play" and ("devil-2" not in objs or objs["devil-2"]["zone"] != "in_play"), log(replay)
    life = {pl["name"]: pl["life"] for pl in replay.final_state["players"]}
    assert life["Bob"] == 19, log(replay)


def test_hornswoggles_treasure_is_its_controllers(compiled):
    counter, treasure = compiled["Hornswoggle"].definition["effect"]
    assert counter["do"] == "counter" and treasure["do"] == "create_token" and treasure["predefined"] == "Treasure"
    assert "player" not in treasure  # "You create": the effect's controller, as "create" alone says


@pytest.mark.parametrize("rules", EDITIONS)
def test_insidious_roots_gives_creature_tokens_a_mana_ability_and_not_a_card(cards, rules):
    objects = [obj("roots", "Insidious Roots"), obj("tok", "Grizzly Bears", token=True), obj("bears", "Grizzly Bears"),
               obj("bolt", "Lightning Bolt", zone="hand")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bolt", "targets": ["Bob"],
                "mana_abilities": [{"object": "tok", "ability": 0, "choice": "R"}]}, p("Alice"), p("Bob"),
               {"type": "activate_ability", "player": "Alice", "object": "bears", "ability": 0, "choice": "G"}]
    replay = play(cards, objects, actions, rules, refused_last=True)
    assert replay.steps[-1].refused, log(replay)
    life = {pl["name"]: pl["life"] for pl in replay.final_state["players"]}
    assert life["Bob"] == 17 and objects_in(replay.final_state)["tok"]["tapped"], log(replay)


def test_monastery_mentors_monk_has_prowess_and_it_triggers(cards):
    """Prowess (2026 702.108a) is later than February 2007: the card is played under 2026."""
    objects = [obj("mentor", "Monastery Mentor"), obj("b1", "Lightning Bolt", zone="hand"), obj("b2", "Lightning Bolt", zone="hand"),
               obj("m1", "Mountain"), obj("m2", "Mountain")]
    cast = [{"type": "play_spell", "player": "Alice", "object": "b1", "targets": ["Bob"]}, p("Alice"), p("Bob"), p("Alice"), p("Bob"),
            p("Alice"), p("Bob"),
            {"type": "play_spell", "player": "Alice", "object": "b2", "targets": ["Bob"]}, p("Alice"), p("Bob"), p("Alice"), p("Bob")]
    replay = play(cards, objects, cast, R2026)
    monks = {k: v for k, v in objects_in(replay.final_state).items() if k.startswith("monk")}
    assert (monks["monk"]["power"], monks["monk"]["toughness"]) == (2, 2), log(replay)  # the second spell's prowess
    assert set(monks) == {"monk", "monk-2"}
