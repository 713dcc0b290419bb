"""Cast triggers that read whose turn it is (rulings/oracle/cast_spell_turns.py, rulings/engine/cast_spell_turns.py),
compiled from real cards (cast_spell_turns_cards.json: records copied from the pool) and played under both
editions: "Whenever an opponent casts a blue or black spell during your turn" (Witchstalker) and "Whenever a
player casts a spell, if it's not their turn, ..." (Glademuse, Scytheclaw Raptor: an intervening "if", 2026
603.4 / 2007 404.3) and "Whenever you cast a spell, if that spell was kicked" (Bloodstone Goblin), the spell seen
as it became cast (2026 601.2i; 2007 409.1i). Near misses stay text only."""
from pathlib import Path

import pytest

from rulings.engine import load_scenario, run_scenario
from rulings.oracle import compile_card

from .conftest import cited, in_main_phase, life, log, obj, p, pt, refused, zone_of

CARDS = Path(__file__).parent / "cast_spell_turns_cards.json"
POOL_TOO = True  # Lightning Bolt, Boomerang, Grizzly Bears from the shared sample
R26, R07 = "2026-06-19", "2007-02-01"
BOTH = [R07, R26]
CAST = {R26: "601.2i", R07: "409.1i"}
INTERVENING_IF = {R26: "603.4", R07: "404.3"}
PLAYED = ["Witchstalker", "Glademuse", "Scytheclaw Raptor", "Bloodstone Goblin"]
#: Kindred (the engine has none), "during your turn and when this creature dies", "damage equal to the number
#: of +1/+1 counters on it" (Chakram Retriever, once text only for its "Partner with", is played: test_partner_with.py)
NEAR_MISSES = ["Eyes of the Wisent", "Voice of Resurgence", "Hallar, the Firefletcher"]


def played(cards, rules, objects, actions, active="Alice"):
    sc = in_main_phase(objects, actions, rules, "whose turn")
    sc["turn"]["active_player"] = active
    replay = run_scenario(load_scenario(sc, cards=cards))
    assert not refused(replay), log(replay)
    return replay


def lands(card, n, owner="Alice"):
    return [obj(f"{owner[0]}{card}{i}", card, owner=owner) for i in range(n)]


def library(n, owner):
    return [obj(f"{owner[0]}lib{i}", "Grizzly Bears", owner=owner, zone="library") for i in range(n)]


def cast_by(caster, other, spell, target):
    """The player who isn't active passes first when the caster isn't the active player; both pass until all resolves."""
    cast = {"type": "play_spell", "player": caster, "object": spell, "targets": [target]}
    return [cast, p(caster), p(other), p(other if caster != other else caster), p(caster), p(other)]


@pytest.mark.parametrize("name", PLAYED)
def test_the_family_is_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].abilities


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_a_near_miss_card_stays_text_only(compiled, name):
    assert not compiled[name].played


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("active,grows", [("Alice", True), ("Bob", False)])
def test_witchstalker_grows_when_an_opponent_casts_a_blue_spell_during_its_controllers_turn(cards, rules, active, grows):
    objects = [obj("witch", "Witchstalker"), obj("s", "Boomerang", owner="Bob", zone="hand"), *lands("Island", 2, "Bob"),
               obj("bears", "Grizzly Bears", owner="Bob")]
    cast = {"type": "play_spell", "player": "Bob", "object": "s", "targets": ["bears"]}
    before = [p("Alice")] if active == "Alice" else []
    replay = played(cards, rules, objects, before + [cast, p("Bob"), p("Alice"), p(active), p("Bob" if active == "Alice" else "Alice")], active)
    counters = next(o for o in replay.final_state["zones"]["Alice"]["in_play"] if o["id"] == "witch").get("counters", {})
    assert counters.get("+1/+1", 0) == (1 if grows else 0), log(replay)
    assert zone_of(replay, "bears") == "hand"
    if grows:
        assert CAST[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("active,draws", [("Alice", 1), ("Bob", 0)])
def test_glademuse_has_a_player_who_casts_a_spell_on_another_players_turn_draw_a_card(cards, rules, active, draws):
    objects = [obj("muse", "Glademuse"), obj("s", "Lightning Bolt", owner="Bob", zone="hand"), *lands("Mountain", 1, "Bob"),
               *library(2, "Bob")]
    cast = {"type": "play_spell", "player": "Bob", "object": "s", "targets": ["Alice"]}
    before = [p("Alice")] if active == "Alice" else []
    replay = played(cards, rules, objects, before + [cast, p("Bob"), p("Alice"), p(active), p("Bob" if active == "Alice" else "Alice")], active)
    assert [zone_of(replay, f"Blib{i}") for i in range(2)].count("hand") == draws, log(replay)
    assert life(replay)["Alice"] == 17
    if draws:
        assert INTERVENING_IF[rules] in cited(replay)


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("caster,hurt", [("Alice", False), ("Bob", True)])
def test_scytheclaw_raptor_deals_4_damage_to_a_player_casting_a_spell_on_someone_elses_turn(cards, rules, caster, hurt):
    other = "Bob" if caster == "Alice" else "Alice"
    objects = [obj("raptor", "Scytheclaw Raptor"), obj("s", "Lightning Bolt", owner=caster, zone="hand"), *lands("Mountain", 1, caster)]
    cast = {"type": "play_spell", "player": caster, "object": "s", "targets": [other]}
    before = [p("Alice")] if caster == "Bob" else []
    replay = played(cards, rules, objects, before + [cast, p(caster), p(other), p("Alice"), p("Bob")])
    assert life(replay)[caster] == (16 if hurt else 20), log(replay)  # Alice's own Raptor hits Bob, not Alice on her turn
    assert life(replay)[other] == 17


@pytest.mark.parametrize("rules", BOTH)
@pytest.mark.parametrize("kicked", [True, False])
def test_bloodstone_goblin_gets_plus_1_plus_1_only_for_a_kicked_spell(cards, rules, kicked):
    objects = [obj("goblin", "Bloodstone Goblin"), obj("s", "Burst Lightning", zone="hand"), *lands("Mountain", 5)]
    cast = {"type": "play_spell", "player": "Alice", "object": "s", "targets": ["Bob"], **({"kicked": True} if kicked else {})}
    replay = played(cards, rules, objects, [cast, p("Alice"), p("Bob"), p("Alice"), p("Bob")])
    assert pt(replay, "goblin") == ((3, 3) if kicked else (2, 2)), log(replay)
    assert life(replay)["Bob"] == (16 if kicked else 18)
    if kicked:
        assert {R26: "702.33d", R07: "502.21a"}[rules] in cited(replay)


@pytest.mark.parametrize("text", [
    "Whenever an opponent casts a spell during your turn, that spell costs {1} more.",
    "Whenever you cast a spell during your turn other than your first spell that turn, draw a card.",
    "Whenever you cast a spell during an opponent's turn during your turn, draw a card.",
    "Whenever a player casts a spell, if it's not their turn, copy it.",
    "Whenever you cast a spell, if it's not their turn, draw a card.",
    "Whenever a player casts a spell, if it's not their turn, this creature deals 4 damage to them and them.",
    "Whenever you cast a spell, if that spell was kicked, copy it.",
    "Whenever an opponent casts a spell, if that spell was kicked, draw a card.",
])
def test_a_near_miss_wording_stays_text_only(text):
    card = {"name": "Zzq", "mana_cost": "{2}", "types": ["Creature"], "supertypes": [], "subtypes": ["Ooze"], "power": "2",
            "toughness": "2", "text": text, "layout": "normal"}
    assert not compile_card(card).played
