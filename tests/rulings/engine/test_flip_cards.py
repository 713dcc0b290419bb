"""Flip cards (508 in the February 2007 rules, 710 in June 2026) and the
flipped/unflipped status (510; 110.5 in 2026)."""
import pytest

from rulings.engine import ScenarioError, load_scenario

from .conftest import act, make, obj, pass_, rules_of


def objects_by_id(state):
    return {o["id"]: o for p in state["zones"].values() for z in p.values() for o in z}


def all_rules(replay):
    return {c.rule for s in replay.steps for c in s.citations}


def log_text(replay):
    return " ".join(e["text"] for s in replay.steps for e in s.to_json()["events"])


def free(name, effect, targets=("creature",), types=("Instant",)):
    """A spell that costs {0}, so a test needs no lands."""
    return {"name": name, "mana_cost": "{0}", "types": list(types), "targets": list(targets), "effect": effect, "text": name}


# "Target creature flips": a test's way to flip a permanent without nine cards in hand
FLIP_IT = free("Flip It", [{"do": "flip", "what": "target:0"}])
COPY = free("Copy", [{"do": "become_copy", "to": "target:0", "of": "target:1"}], targets=("creature", "creature"))


def play_spell(spell_id, *targets, player="Alice", **kw):
    return [act("play_spell", player, object=spell_id, targets=list(targets), **kw), pass_(player),
            pass_("Bob" if player == "Alice" else "Alice")]


# --- 508.2: a flipped permanent has the flipped half's characteristics ---------------

def test_508_2_a_flipped_permanent_has_the_flipped_half_name_types_power_toughness_and_abilities(play):
    r = play(make([obj("jushi", "Jushi Apprentice", flipped=True)], []))
    jushi = objects_by_id(r.steps[0].state)["jushi"]
    assert jushi["name"] == "Tomoya the Revealer" and jushi["card"] == "Jushi Apprentice"
    assert jushi["supertypes"] == ["Legendary"] and jushi["subtypes"] == ["Human", "Wizard"]
    assert (jushi["power"], jushi["toughness"]) == (2, 3)
    assert jushi["abilities"] == ["{3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand."]
    assert jushi["flipped"] is True


def test_508_2_an_unflipped_flip_card_in_play_has_only_its_normal_characteristics(play):
    r = play(make([obj("jushi", "Jushi Apprentice")], []))
    jushi = objects_by_id(r.steps[0].state)["jushi"]
    assert jushi["name"] == "Jushi Apprentice" and jushi["supertypes"] == []
    assert (jushi["power"], jushi["toughness"]) == (1, 2)
    assert "flipped" not in jushi  # only a flipped permanent says so: older replays are unchanged


def test_508_2_a_flip_card_in_the_hand_has_only_its_normal_characteristics(play):
    r = play(make([obj("jushi", "Jushi Apprentice", zone="hand")], []))
    jushi = objects_by_id(r.steps[0].state)["jushi"]
    assert jushi["name"] == "Jushi Apprentice" and (jushi["power"], jushi["toughness"]) == (1, 2)


def test_508_1c_flipping_keeps_the_color_and_mana_cost(play):
    r = play(make([obj("jushi", "Jushi Apprentice", flipped=True)], []))
    jushi = objects_by_id(r.steps[0].state)["jushi"]
    assert jushi["colors"] == ["blue"] and jushi["mana_cost"] == "{1}{U}"


def test_508_2_the_flipped_half_abilities_are_played_and_the_normal_half_ability_is_gone(play):
    objs = [obj("jushi", "Jushi Apprentice", flipped=True), *[obj(f"i{n}", "Island") for n in range(5)],
            *[obj(f"card{n}", "Forest", zone="hand") for n in range(2)],
            *[obj(f"lib{n}", "Forest", "Bob", zone="library") for n in range(4)]]
    r = play(make(objs, [act("activate_ability", object="jushi", ability=0, targets=["Bob"],
                             mana_abilities=[{"object": f"i{n}"} for n in range(5)]), pass_("Alice"), pass_("Bob")]))
    state = r.steps[-1].state
    assert len(state["zones"]["Bob"]["hand"]) == 2  # X is the number of cards in Alice's hand: two
    assert len(state["zones"]["Bob"]["library"]) == 2


LEGENDS_ANTHEM = {"name": "Legends' Anthem", "mana_cost": "{2}{W}", "types": ["Enchantment"],
                  "abilities": [{"kind": "static", "affects": "creatures", "filter": {"supertype": "Legendary"},
                                 "pump": {"power": 2, "toughness": 2}, "text": "Legendary creatures get +2/+2."}],
                  "text": "Legendary creatures get +2/+2."}


def test_508_2_example_legendary_creatures_get_plus_2_only_the_flipped_tok_tok(play):
    """Akki Lavarunner (nonlegendary) flips into Tok-Tok, Volcano Born (legendary):
    "legendary creatures get +2/+2" affects Tok-Tok, not the unflipped Lavarunner."""
    objs = [obj("anthem", LEGENDS_ANTHEM), obj("akki", "Akki Lavarunner"), obj("akki2", "Akki Lavarunner", "Bob"),
            obj("flip", FLIP_IT, zone="hand")]
    r = play(make(objs, play_spell("flip", "akki")))
    before, after = objects_by_id(r.steps[0].state), objects_by_id(r.steps[-1].state)
    assert (before["akki"]["power"], before["akki"]["toughness"]) == (1, 1)
    assert after["akki"]["name"] == "Tok-Tok, Volcano Born" and (after["akki"]["power"], after["akki"]["toughness"]) == (4, 4)
    assert after["akki"]["keywords"] == ["protection from red"] and after["akki"]["colors"] == ["red"]
    assert (after["akki2"]["power"], after["akki2"]["toughness"]) == (1, 1)


def test_508_2_akki_lavarunner_flips_when_it_deals_combat_damage_to_an_opponent(play):
    objs = [obj("anthem", LEGENDS_ANTHEM), obj("akki", "Akki Lavarunner", arrived_this_turn=True)]
    r = play(make(objs, [act("declare_attackers", attackers=["akki"]), pass_("Alice"), pass_("Bob"),
                         act("declare_blockers", "Bob", blocks=[]), pass_("Alice"), pass_("Bob"),
                         act("assign_combat_damage", assignments=[{"source": "akki", "to": "Bob", "amount": 1}]),
                         pass_("Alice"), pass_("Bob"), pass_("Alice"), pass_("Bob")],
                  phase="combat", step="declare_attackers"))
    assert not any(s.refused for s in r.steps)
    akki = objects_by_id(r.steps[-1].state)["akki"]
    assert r.steps[-1].state["players"][1]["life"] == 19  # it dealt 1 as a 1/1 (haste: it attacked the turn it arrived)
    assert (akki["name"], akki["power"], akki["toughness"], akki["flipped"]) == ("Tok-Tok, Volcano Born", 4, 4, True)
    assert "508.2" in all_rules(r)


# --- the flip instruction ---------------------------------------------------------

def test_508_2_jushi_apprentice_flips_when_its_controller_has_nine_or_more_cards_in_hand(play):
    objs = [obj("jushi", "Jushi Apprentice"), *[obj(f"i{n}", "Island") for n in range(3)],
            *[obj(f"card{n}", "Forest", zone="hand") for n in range(8)], obj("top", "Forest", zone="library")]
    r = play(make(objs, [act("activate_ability", object="jushi", ability=0, mana_abilities=[{"object": f"i{n}"} for n in range(3)]),
                         pass_("Alice"), pass_("Bob")]))
    jushi = objects_by_id(r.steps[-1].state)["jushi"]
    assert jushi["name"] == "Tomoya the Revealer" and jushi["flipped"] is True
    assert {"508.2", "508.1c"} <= set(rules_of(r.steps[-1]))


def test_508_2_jushi_apprentice_stays_unflipped_with_fewer_than_nine_cards_in_hand(play):
    objs = [obj("jushi", "Jushi Apprentice"), *[obj(f"i{n}", "Island") for n in range(3)],
            *[obj(f"card{n}", "Forest", zone="hand") for n in range(7)], obj("top", "Forest", zone="library")]
    r = play(make(objs, [act("activate_ability", object="jushi", ability=0, mana_abilities=[{"object": f"i{n}"} for n in range(3)]),
                         pass_("Alice"), pass_("Bob")]))
    jushi = objects_by_id(r.steps[-1].state)["jushi"]
    assert jushi["name"] == "Jushi Apprentice" and "flipped" not in jushi
    assert "doesn't flip: the condition (its controller has 9 or more cards in hand) is false" in log_text(r)


def test_508_4_flipping_is_one_way_a_flipped_permanent_flipped_again_stays_flipped(play):
    objs = [obj("jushi", "Jushi Apprentice", flipped=True), obj("flip", FLIP_IT, zone="hand")]
    r = play(make(objs, play_spell("flip", "jushi")))
    jushi = objects_by_id(r.steps[-1].state)["jushi"]
    assert jushi["flipped"] is True and jushi["name"] == "Tomoya the Revealer"
    assert "508.4" in rules_of(r.steps[-1]) and "already flipped" in log_text(r)


def test_508_4_a_flipped_permanent_that_leaves_play_forgets_it_and_comes_back_unflipped(play):
    blink = free("Blink", [{"do": "return_to_hand", "what": "target:0"}, {"do": "put_into_play_from_hand"}], types=("Sorcery",))
    objs = [obj("jushi", "Jushi Apprentice", flipped=True), obj("blink", blink, zone="hand")]
    r = play(make(objs, play_spell("blink", "jushi", choice="jushi")))
    jushi = objects_by_id(r.steps[-1].state)["jushi"]
    assert jushi["zone"] == "in_play" and jushi["name"] == "Jushi Apprentice" and "flipped" not in jushi
    assert "508.4" in rules_of(r.steps[-1])


def test_508_4_a_flipped_permanent_in_the_graveyard_has_its_normal_characteristics(play):
    kill = free("Kill", [{"do": "destroy", "what": "target:0"}])
    objs = [obj("jushi", "Jushi Apprentice", flipped=True), obj("kill", kill, zone="hand")]
    r = play(make(objs, play_spell("kill", "jushi")))
    jushi = objects_by_id(r.steps[-1].state)["jushi"]
    assert jushi["zone"] == "graveyard" and jushi["name"] == "Jushi Apprentice" and "flipped" not in jushi
    assert "Tomoya the Revealer leaves play flipped" in log_text(r)


def test_420_5e_the_legend_rule_sees_the_flipped_legendary_name(play):
    objs = [obj("jushi", "Jushi Apprentice"), obj("jushi2", "Jushi Apprentice", "Bob", flipped=True),
            obj("flip", FLIP_IT, zone="hand")]
    r = play(make(objs, play_spell("flip", "jushi")))
    first = objects_by_id(r.steps[0].state)
    assert first["jushi"]["zone"] == "in_play"  # one Tomoya and one (nonlegendary) Jushi Apprentice
    last = objects_by_id(r.steps[-1].state)
    assert last["jushi"]["zone"] == "graveyard" and last["jushi2"]["zone"] == "graveyard"
    assert "420.5e" in rules_of(r.steps[-1])


# --- 503.3: the copy's own status picks the half -------------------------------------

def test_503_3_a_flipped_permanent_that_copies_an_unflipped_flip_card_has_its_flipped_half(play):
    objs = [obj("tomoya", "Jushi Apprentice", flipped=True), obj("nezumi", "Nezumi Shortfang", "Bob"),
            obj("copy", COPY, zone="hand")]
    r = play(make(objs, play_spell("copy", "tomoya", "nezumi")))
    tomoya = objects_by_id(r.steps[-1].state)["tomoya"]
    assert tomoya["name"] == "Stabwhisker the Odious" and tomoya["subtypes"] == ["Rat", "Shaman"]
    assert (tomoya["power"], tomoya["toughness"]) == (3, 3) and tomoya["colors"] == ["black"]
    assert objects_by_id(r.steps[-1].state)["nezumi"]["name"] == "Nezumi Shortfang"
    assert "503.3" in rules_of(r.steps[-1])


def test_503_3_a_clone_of_a_flipped_permanent_is_the_unflipped_half(play):
    objs = [obj("tomoya", "Jushi Apprentice", "Bob", flipped=True), obj("clone", "Clone", zone="hand"),
            *[obj(f"i{n}", "Island") for n in range(4)]]
    r = play(make(objs, [act("play_spell", object="clone", choice="tomoya", mana_abilities=[{"object": f"i{n}"} for n in range(4)]),
                         pass_("Alice"), pass_("Bob")]))
    clone = objects_by_id(r.steps[-1].state)["clone"]
    assert clone["name"] == "Jushi Apprentice" and (clone["power"], clone["toughness"]) == (1, 2) and "flipped" not in clone
    assert "503.3" in rules_of(r.steps[-1])


def test_503_3_a_flipped_copy_flips_into_what_it_copies_and_keeps_the_status(play):
    objs = [obj("bears", "Grizzly Bears"), obj("nezumi", "Nezumi Shortfang", "Bob"),
            obj("flip", FLIP_IT, zone="hand"), obj("copy", COPY, zone="hand")]
    r = play(make(objs, play_spell("flip", "bears") + play_spell("copy", "bears", "nezumi")))
    after_flip = objects_by_id(r.steps[3].state)["bears"]
    assert after_flip["name"] == "Grizzly Bears" and after_flip["flipped"] is True  # 510.4: irrelevant, but kept
    assert "510.4" in rules_of(r.steps[3])
    bears = objects_by_id(r.steps[-1].state)["bears"]
    assert bears["name"] == "Stabwhisker the Odious" and (bears["power"], bears["toughness"]) == (3, 3)


def test_504_2_a_face_down_flipped_permanent_is_still_the_blank_2_2(play):
    morph = {"name": "Morph Flip", "mana_cost": "{2}{U}", "types": ["Creature"], "subtypes": ["Wizard"], "power": 1, "toughness": 1,
             "abilities": [{"kind": "keyword", "keyword": "morph", "cost": "{U}"}],
             "flip": {"name": "Flipped Morph", "supertypes": ["Legendary"], "types": ["Creature"], "power": 5, "toughness": 5}}
    objs = [obj("m", morph, face_down=True), obj("flip", FLIP_IT, zone="hand")]
    r = play(make(objs, play_spell("flip", "m")))
    m = objects_by_id(r.steps[-1].state)["m"]
    assert m["name"] is None and (m["power"], m["toughness"]) == (2, 2) and m["flipped"] is True


# --- the same under the June 2026 rules -------------------------------------------

def test_710_2_under_2026_a_flipped_permanent_has_the_flipped_half(play):
    objs = [obj("jushi", "Jushi Apprentice"), obj("flip", FLIP_IT, zone="hand")]
    data = {**make(objs, play_spell("flip", "jushi")), "rules": "2026-06-19"}
    r = play(data)
    jushi = objects_by_id(r.steps[-1].state)["jushi"]
    assert jushi["name"] == "Tomoya the Revealer" and jushi["flipped"] is True
    assert {"710.2", "710.1c"} <= set(rules_of(r.steps[-1]))
    assert not {"508.2", "508.1c"} & all_rules(r)


def test_710_4_under_2026_a_flipped_permanent_leaving_the_battlefield_forgets_it(play):
    kill = free("Kill", [{"do": "destroy", "what": "target:0"}])
    objs = [obj("jushi", "Jushi Apprentice", flipped=True), obj("kill", kill, zone="hand")]
    r = play({**make(objs, play_spell("kill", "jushi")), "rules": "2026-06-19"})
    assert objects_by_id(r.steps[-1].state)["jushi"]["name"] == "Jushi Apprentice"
    assert "710.4" in rules_of(r.steps[-1])
    assert "leaves the battlefield flipped" in log_text(r)


def test_707_3_under_2026_a_flipped_permanent_that_copies_nezumi_shortfang_is_stabwhisker(play):
    objs = [obj("tomoya", "Jushi Apprentice", flipped=True), obj("nezumi", "Nezumi Shortfang", "Bob"),
            obj("copy", COPY, zone="hand")]
    r = play({**make(objs, play_spell("copy", "tomoya", "nezumi")), "rules": "2026-06-19"})
    assert objects_by_id(r.steps[-1].state)["tomoya"]["name"] == "Stabwhisker the Odious"
    assert "707.3" in rules_of(r.steps[-1])


def test_110_5c_under_2026_a_flipped_permanent_keeps_the_status_as_a_copy_of_a_card_without_a_flip_half(play):
    objs = [obj("tomoya", "Jushi Apprentice", flipped=True), obj("bears", "Grizzly Bears", "Bob"),
            obj("copy", COPY, zone="hand")]
    r = play({**make(objs, play_spell("copy", "tomoya", "bears")), "rules": "2026-06-19"})
    tomoya = objects_by_id(r.steps[-1].state)["tomoya"]
    assert tomoya["name"] == "Grizzly Bears" and tomoya["flipped"] is True
    assert "110.5c" in rules_of(r.steps[-1])


def test_704_5j_under_2026_the_legend_rule_sees_a_flipped_legendary_name(play):
    objs = [obj("jushi", "Jushi Apprentice"), obj("jushi2", "Jushi Apprentice", flipped=True),
            obj("flip", FLIP_IT, zone="hand")]
    r = play({**make(objs, play_spell("flip", "jushi")), "rules": "2026-06-19"})
    last = objects_by_id(r.steps[-1].state)
    assert sorted(last[i]["zone"] for i in ("jushi", "jushi2")) == ["graveyard", "in_play"]
    assert "704.5j" in rules_of(r.steps[-1])


# --- the scenario validator ---------------------------------------------------------

def _errors(data):
    with pytest.raises(ScenarioError) as e:
        load_scenario(data)
    return {(err.path, err.message) for err in e.value.errors}


def _flip_card(**flip):
    return {"name": "Flipper", "mana_cost": "{1}{U}", "types": ["Creature"], "power": 1, "toughness": 1, "flip": flip}


def test_508_1b_a_flip_half_without_a_name_is_refused_naming_the_field():
    errors = _errors(make([obj("f", _flip_card(types=["Creature"], power=2, toughness=2))], []))
    assert ("objects[0].card.flip.name", "is required") in errors


def test_508_1b_a_creature_flip_half_without_power_is_refused_naming_the_field():
    errors = _errors(make([obj("f", _flip_card(name="Flipped", types=["Creature"], toughness=2))], []))
    assert ("objects[0].card.flip.power", "is required for a creature") in errors


def test_508_1c_a_flip_half_that_gives_a_mana_cost_or_colors_is_refused():
    errors = _errors(make([obj("f", _flip_card(name="Flipped", types=["Creature"], power=2, toughness=2,
                                               mana_cost="{U}", colors=["red"]))], []))
    paths = {p for p, _ in errors}
    assert {"objects[0].card.flip.mana_cost", "objects[0].card.flip.colors"} <= paths
    assert all("508.1c" in m for p, m in errors if p.endswith(("mana_cost", "colors")))


def test_508_1b_a_flip_half_with_a_bad_ability_is_refused_naming_the_field():
    errors = _errors(make([obj("f", _flip_card(name="Flipped", types=["Creature"], power=2, toughness=2,
                                               abilities=[{"kind": "sideways"}]))], []))
    assert any(p == "objects[0].card.flip.abilities[0].kind" for p, _ in errors)


def test_508_1_a_flip_half_that_is_not_an_object_is_refused():
    errors = _errors(make([obj("f", {**_flip_card(), "flip": "Tomoya"})], []))
    assert ("objects[0].card.flip", "must be an object, not a string") in errors


def test_508_1_flipped_on_a_card_without_a_flip_half_is_refused_naming_the_field():
    errors = _errors(make([obj("bears", "Grizzly Bears", flipped=True)], []))
    assert any(p == "objects[0].flipped" for p, _ in errors)


def test_510_5_flipped_on_a_card_outside_play_is_refused():
    errors = _errors(make([obj("jushi", "Jushi Apprentice", zone="hand", flipped=True)], []))
    assert ("objects[0].flipped", "only applies to an object in play") in errors


def test_the_flip_instruction_condition_is_checked_like_a_triggered_ability_condition():
    card = _flip_card(name="Flipped", types=["Creature"], power=2, toughness=2)
    card["abilities"] = [{"kind": "activated", "cost": {"tap": True}, "effect": [{"do": "flip", "if": {"your_hand_at_least": -1}}]}]
    errors = _errors(make([obj("f", card)], []))
    assert any(p == "objects[0].card.abilities[0].effect[0].if.your_hand_at_least" for p, _ in errors)


# --- 510.4 (110.5c in 2026): Dimir Doppelganger keeps its flipped status -------------

def _doppelganger_example(rules=None):
    """The example of 510.4: Dimir Doppelganger becomes a copy of a Jushi
    Apprentice card in a graveyard, flips through Jushi Apprentice's ability (with
    nine cards in hand), becomes a copy of a Grizzly Bears card, then of a Nezumi
    Shortfang card."""
    objs = [obj("doppel", "Dimir Doppelganger"), *[obj(f"i{n}", "Island") for n in range(8)],
            *[obj(f"s{n}", "Swamp") for n in range(6)],
            obj("jushi", "Jushi Apprentice", "Bob", zone="graveyard"), obj("bears", "Grizzly Bears", "Bob", zone="graveyard"),
            obj("nezumi", "Nezumi Shortfang", "Bob", zone="graveyard"),
            *[obj(f"card{n}", "Forest", zone="hand") for n in range(8)], obj("top", "Forest", zone="library")]
    resolve = [pass_("Alice"), pass_("Bob")]
    actions = [act("activate_ability", object="doppel", ability=0, targets=["jushi"]), *resolve,
               act("activate_ability", object="doppel", ability=0), *resolve,               # Jushi Apprentice's ability
               act("activate_ability", object="doppel", ability=1, targets=["bears"]), *resolve,  # Tomoya's is 0
               act("activate_ability", object="doppel", ability=0, targets=["nezumi"]), *resolve]
    data = make(objs, actions)
    if rules:
        data["rules"] = rules
    return data


DOPPELGANGER_TEXT = ("{1}{U}{B}: Remove target creature card in a graveyard from the game. "
                     "Dimir Doppelganger becomes a copy of that card and gains this ability.")


def test_510_4_example_dimir_doppelganger_becomes_jushi_apprentice_with_its_own_ability(play):
    r = play(_doppelganger_example())
    assert not any(s.refused for s in r.steps)
    d = objects_by_id(r.steps[3].state)
    assert d["doppel"]["name"] == "Jushi Apprentice" and d["jushi"]["zone"] == "removed_from_game"
    assert d["doppel"]["abilities"][1] == DOPPELGANGER_TEXT and "flipped" not in d["doppel"]


def test_510_4_example_the_doppelganger_flips_into_tomoya_with_the_doppelganger_ability(play):
    r = play(_doppelganger_example())
    d = objects_by_id(r.steps[6].state)["doppel"]
    assert d["name"] == "Tomoya the Revealer" and d["flipped"] is True and (d["power"], d["toughness"]) == (2, 3)
    assert d["abilities"][1] == DOPPELGANGER_TEXT


def test_510_4_example_as_grizzly_bears_the_doppelganger_keeps_its_flipped_status(play):
    r = play(_doppelganger_example())
    d = objects_by_id(r.steps[9].state)["doppel"]
    assert d["name"] == "Grizzly Bears" and d["flipped"] is True and d["abilities"] == [DOPPELGANGER_TEXT]
    assert "510.4" in rules_of(r.steps[9])


def test_510_4_example_copying_nezumi_shortfang_the_flipped_doppelganger_is_stabwhisker_with_its_ability(play):
    r = play(_doppelganger_example())
    d = objects_by_id(r.steps[-1].state)["doppel"]
    assert d["name"] == "Stabwhisker the Odious" and d["supertypes"] == ["Legendary"]
    assert (d["power"], d["toughness"]) == (3, 3) and d["abilities"] == [DOPPELGANGER_TEXT]
    assert "503.3" in rules_of(r.steps[-1])


def test_110_5c_under_2026_the_doppelganger_example_ends_as_stabwhisker_with_the_doppelganger_ability(play):
    r = play(_doppelganger_example("2026-06-19"))
    assert not any(s.refused for s in r.steps)
    assert objects_by_id(r.steps[9].state)["doppel"]["flipped"] is True and "110.5c" in rules_of(r.steps[9])
    d = objects_by_id(r.steps[-1].state)["doppel"]
    assert d["name"] == "Stabwhisker the Odious" and len(d["abilities"]) == 1
    assert {"707.3", "710.2"} <= set(rules_of(r.steps[-1]))
    assert "Exile target creature card from a graveyard. This creature becomes a copy of that card, except it has this ability." \
        in log_text(r)


def test_a_creature_card_in_a_graveyard_target_refuses_a_permanent(play):
    objs = [obj("doppel", "Dimir Doppelganger"), obj("bears", "Grizzly Bears", "Bob"),
            *[obj(f"i{n}", "Island") for n in range(2)], obj("s", "Swamp")]
    r = play(make(objs, [act("activate_ability", object="doppel", ability=0, targets=["bears"])]))
    assert r.steps[1].refused
    assert "not a card in a graveyard" in r.steps[1].summary + log_text(r)


# --- Nezumi Shortfang flips itself when the opponent's hand is empty --------------------

def nezumi_bites(hand_size, target="Bob", rules=None):
    objs = [obj("nezumi", "Nezumi Shortfang"), obj("s1", "Swamp"), obj("s2", "Swamp"),
            *[obj(f"h{n}", "Forest", "Bob", zone="hand") for n in range(hand_size)]]
    data = make(objs, [act("activate_ability", object="nezumi", targets=[target],
                           mana_abilities=[{"object": "s1"}, {"object": "s2"}]), pass_("Alice"), pass_("Bob")])
    return {**data, "rules": rules} if rules else data


@pytest.mark.parametrize("rules, rule", [(None, "508.2"), ("2026-06-19", "710.2")])
def test_nezumi_shortfang_flips_when_the_opponent_discards_the_last_card(play, rules, rule):
    last = play(nezumi_bites(1, rules=rules)).steps[-1]
    nezumi = objects_by_id(last.state)["nezumi"]
    assert (nezumi["name"], nezumi["flipped"], nezumi["power"]) == ("Stabwhisker the Odious", True, 3)
    assert objects_by_id(last.state)["h0"]["zone"] == "graveyard" and rule in rules_of(last)


def test_nezumi_shortfang_does_not_flip_while_the_opponent_still_has_a_card(play):
    last = play(nezumi_bites(2)).steps[-1]
    nezumi = objects_by_id(last.state)["nezumi"]
    assert nezumi["name"] == "Nezumi Shortfang" and "flipped" not in nezumi
    assert any("doesn't flip: the condition (Bob has no cards in hand) is false" in e.text for e in last.events)


def test_target_opponent_cannot_be_the_player_who_controls_the_ability(play):
    r = play(nezumi_bites(1, target="Alice"))
    assert r.steps[1].refused and any("not an opponent" in e.text for e in r.steps[1].events)


def test_a_target_condition_is_only_for_an_instruction_not_an_intervening_if():
    card = {"name": "X", "mana_cost": "{1}", "types": ["Creature"], "power": 1, "toughness": 1,
            "abilities": [{"kind": "triggered", "trigger": {"event": "comes_into_play", "who": "self"},
                           "if": {"target_hand_empty": True}, "effect": [{"do": "draw"}]}]}
    with pytest.raises(ScenarioError) as e:
        load_scenario(make([obj("x", card)], []))
    assert "objects[0].card.abilities[0].if.target_hand_empty" in str(e.value)
