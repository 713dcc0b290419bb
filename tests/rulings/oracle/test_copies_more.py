"""Token copies beyond "create a token that's a copy of target creature" (rulings/oracle/copies_more.py),
played from real cards' Oracle text (copies_more_cards.json: records copied from the pool): what the
effect then does to the token (Kiki-Jiki's "Sacrifice it at the beginning of the next end step",
Cogwork Assembler's "That token gains haste. Exile it ..."), and Riku of Two Reflections' and
Flameshadow Conjuring's "create a token that's a copy of that creature" after a nontoken creature
enters, copied as it last existed if it has left (2007 413.2f; 2026 608.2h)."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited_pairs, in_main_phase, log, obj, objects_in, p

CARDS = Path(__file__).parent / "copies_more_cards.json"
POOL_TOO = True  # names not in CARDS come from the shared sample (conftest.cards)
R2007, R2026 = "2007-02-01", "2026-06-19"
BOTH = (R2007, R2026)
TOKEN_COPY = {R2007: "503.1", R2026: "707.1"}
DELAYED = {R2007: "404.4", R2026: "603.7"}
LKI = {R2007: "413.2f", R2026: "608.2h"}
TO_END_STEP = [{"type": "pass_until", "player": "Alice", "step": "end_of_turn"}, p("Alice"), p("Bob")]


def play(cards, rules, objects, actions):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "token copies"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def test_the_cards_compile(compiled):
    for name, card in compiled.items():
        assert card.played, name


def lands(card, n, owner="Alice"):
    return [obj(f"{card[0].lower()}{k}", card, owner) for k in range(n)]


def activate(oid, target, rules, cards, extra=(), then=()):
    objects = [obj(oid, {"kiki": "Kiki-Jiki, Mirror Breaker", "cog": "Cogwork Assembler"}[oid]), *extra]
    actions = [{"type": "activate_ability", "player": "Alice", "object": oid, "ability": {"kiki": 1, "cog": 0}[oid], "targets": [target]}, p("Alice"), p("Bob"), *then]
    return play(cards, rules, objects, actions)


@pytest.mark.parametrize("rules", BOTH)
def test_kiki_jiki_token_copy_has_haste_and_is_sacrificed_at_the_next_end_step(cards, rules):
    bears = obj("bears", "Grizzly Bears", counters={"+1/+1": 1})
    made = activate("kiki", "bears", rules, cards, [bears])
    token = objects_in(made.final_state)["copy"]
    assert (token["name"], token["power"], token["counters"], token["zone"]) == ("Grizzly Bears", 2, {}, "in_play")
    assert "haste" in token["keywords"]
    assert {(TOKEN_COPY[rules], "token_copy"), (DELAYED[rules], "delayed_trigger_created")} <= cited_pairs(made)
    gone = activate("kiki", "bears", rules, cards, [bears], TO_END_STEP)
    assert "copy" not in {o["id"] for o in gone.final_state["zones"]["Alice"]["in_play"]}
    assert "Grizzly Bears (copy) is sacrificed and put into its owner's graveyard." in log(gone)


@pytest.mark.parametrize("rules", BOTH)
def test_cogwork_assembler_token_gains_haste_and_is_exiled_at_the_next_end_step(cards, rules):
    extra = [obj("thopter", "Ornithopter"), *lands("Mountain", 7)]
    made = activate("cog", "thopter", rules, cards, extra)
    token = objects_in(made.final_state)["copy"]
    assert token["name"] == "Ornithopter" and "haste" in token["keywords"] and token["zone"] == "in_play"
    gone = activate("cog", "thopter", rules, cards, extra, TO_END_STEP)
    assert "copy" not in {o["id"] for o in gone.final_state["zones"]["Alice"]["in_play"]}
    assert objects_in(gone.final_state)["thopter"]["zone"] == "in_play"
    assert "Ornithopter (copy) is sacrificed" not in log(gone)


def test_the_haste_of_that_token_lasts_past_the_turn_without_a_stated_duration(compiled):
    steps = compiled["Cogwork Assembler"].definition["abilities"][0]["effect"]
    assert steps[1] == {"do": "gain_ability", "ability": {"kind": "keyword", "keyword": "haste"}, "to": "it", "until": None}
    assert compiled["Molten Duplication"].definition["effect"][1]["until"] == "end_of_turn"


def enters_with(cards, rules, permanent, pays, mana, shock_it=False):
    """Alice controls `permanent` and casts Grizzly Bears; its trigger resolves with the choice `pays`."""
    objects = [obj("perm", permanent), obj("bears", "Grizzly Bears", zone="hand"), *lands("Forest", 2), *mana,
               obj("shock", "Shock", "Bob", zone="hand"), obj("bm", "Mountain", "Bob")]
    actions = [{"type": "play_spell", "player": "Alice", "object": "bears"}, p("Alice"), p("Bob"), p("Alice")]  # bears resolve; the trigger
    if shock_it:
        actions += [{"type": "play_spell", "player": "Bob", "object": "shock", "targets": ["bears"]}, p("Bob"), p("Alice"), p("Alice"), p("Bob")]
    else:
        actions += [p("Bob")]
    actions[-1] = {**actions[-1], "choices": {"perm": {"may": pays}}}
    return play(cards, rules, objects, actions)


RIKU_MANA = [obj("f9", "Forest"), obj("i0", "Island")]


@pytest.mark.parametrize("rules", BOTH)
def test_riku_paying_makes_a_token_copy_of_the_creature_that_entered(cards, rules):
    replay = enters_with(cards, rules, "Riku of Two Reflections", True, RIKU_MANA)
    token = objects_in(replay.final_state)["copy"]
    assert (token["name"], token["token"], token["zone"]) == ("Grizzly Bears", True, "in_play")
    assert (TOKEN_COPY[rules], "token_copy") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_riku_not_paying_makes_no_token(cards, rules):
    replay = enters_with(cards, rules, "Riku of Two Reflections", False, RIKU_MANA)
    assert "copy" not in objects_in(replay.final_state)


@pytest.mark.parametrize("rules", BOTH)
def test_riku_copies_the_creature_as_it_last_existed_if_it_has_left(cards, rules):
    replay = enters_with(cards, rules, "Riku of Two Reflections", True, RIKU_MANA, shock_it=True)
    found = objects_in(replay.final_state)
    assert found["bears"]["zone"] == "graveyard" and found["copy"]["name"] == "Grizzly Bears"
    assert (LKI[rules], "last_known_information") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_flameshadow_conjuring_token_has_haste_only_if_paid(cards, rules):
    replay = enters_with(cards, rules, "Flameshadow Conjuring", True, [obj("m9", "Mountain")])
    token = objects_in(replay.final_state)["copy"]
    assert token["name"] == "Grizzly Bears" and "haste" in token["keywords"]
    assert (DELAYED[rules], "delayed_trigger_created") in cited_pairs(replay)


@pytest.mark.parametrize("rules", BOTH)
def test_mirrorworks_copies_the_nontoken_artifact_and_its_token_doesnt_trigger_it_again(cards, rules):
    objects = [obj("works", "Mirrorworks"), obj("thopter", "Ornithopter", zone="hand"), *lands("Island", 2)]
    actions = [{"type": "play_spell", "player": "Alice", "object": "thopter"}, p("Alice"), p("Bob"), p("Alice"),
               p("Bob", choices={"works": {"may": True}})]
    replay = play(cards, rules, objects, actions)
    token = objects_in(replay.final_state)["copy"]
    assert (token["name"], token["token"], token["zone"]) == ("Ornithopter", True, "in_play")
    assert sum("Mirrorworks's ability triggers" in t for t in log(replay).splitlines()) == 1


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kicked, copies", [(False, 1), (True, 5)])
def test_rite_of_replication_kicked_creates_five_copies_instead_of_one(cards, rules, kicked, copies):
    objects = [obj("bears", "Grizzly Bears", "Bob"), obj("rite", "Rite of Replication", zone="hand"), *lands("Island", 9)]
    cast = {"type": "play_spell", "player": "Alice", "object": "rite", "targets": ["bears"], **({"kicked": True} if kicked else {})}
    replay = play(cards, rules, objects, [cast, p("Alice"), p("Bob")])
    made = [o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["name"] == "Grizzly Bears"]
    assert len(made) == copies and all(o["token"] for o in made)


#: Chandra, Flameshaper's +1, as an artifact's ability (the card itself is a planeswalker with abilities not read)
CHANDRAS = ("{T}: Create a token that's a copy of target creature you control, except it has haste and "
            "\"At the beginning of the end step, sacrifice this token.\"")


@pytest.mark.parametrize("rules", BOTH)
def test_a_token_copy_with_a_quoted_end_step_sacrifice_has_it_and_is_sacrificed_at_the_end_step(cards, rules):
    relic = compile_card({"name": "Flame Relic", "types": ["Artifact"], "mana_cost": "{3}", "text": CHANDRAS})
    assert relic.played
    lookup = lambda name: relic.definition if name == "Flame Relic" else cards(name)  # noqa: E731
    actions = [{"type": "activate_ability", "player": "Alice", "object": "relic", "ability": 0, "targets": ["bears"]}, p("Alice"), p("Bob")]
    made = play(lookup, rules, [obj("relic", "Flame Relic"), obj("bears", "Grizzly Bears")], actions)
    token = objects_in(made.final_state)["copy"]
    assert "haste" in token["keywords"] and token["zone"] == "in_play"
    gone = play(lookup, rules, [obj("relic", "Flame Relic"), obj("bears", "Grizzly Bears")], actions + TO_END_STEP)
    assert "Grizzly Bears (copy) is sacrificed and put into its owner's graveyard." in log(gone)
    assert objects_in(gone.final_state)["bears"]["zone"] == "in_play"


@pytest.mark.parametrize("text", [
    "Create a token that's a copy of target creature. That token gains flying.",
    "Create a token that's a copy of target creature. It gains haste until your next turn.",
    "Create two tokens that are copies of target creature. Exile it at the beginning of the next end step.",
    "Create a token that's a copy of target creature. Exile it at the beginning of your next upkeep.",
    "Create a token that's a copy of target creature. Draw a card. Exile it at the beginning of the next end step.",
    "Create a token that's a copy of target creature. Create five of those tokens.",
])
def test_a_near_miss_about_the_token_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Sorcery"], "mana_cost": "{3}{R}", "text": text}).played


@pytest.mark.parametrize("text", [
    "Whenever a nontoken creature you control enters, create a token that's a copy of that creature. Put a +1/+1 counter on that creature.",
    "Whenever a nontoken creature you control enters, it deals 1 damage to you. Create a token that's a copy of that creature.",
    "Whenever another nontoken creature you control enters, create a token that's a copy of that creature.",  # on an enchantment: "another"?
    "Whenever a nontoken creature you control enters, create a token that's a copy of that creature, except it's legendary.",
    "Whenever a nontoken artifact you control enters, create a token that's a copy of that creature.",
    "{T}: Create a token that's a copy of target creature you control, except it has haste and \"At the beginning of your upkeep, sacrifice this token.\"",
    "{T}: Create a token that's a copy of target creature you control, except it has haste and \"At the beginning of the end step, draw a card.\"",
])
def test_a_near_miss_copy_of_that_creature_stays_text_only(text):
    assert not compile_card({"name": "Near Miss", "types": ["Enchantment"], "mana_cost": "{3}{G}", "text": text}).played
