""" "Create a Monster Role token attached to target creature" (rulings/oracle/role_tokens.py, rulings/engine/roles.py),
played from real cards' Oracle text (role_tokens_cards.json: records copied from the pool): Monstrous Rage, Royal
Treatment, Cursed Courtier, Witch's Mark, Charmed Clothier... A Role token is a colorless Aura Role enchantment
token with enchant creature and the abilities 2026 111.10j-q give it; it enters attached to the permanent, or isn't
created if there is nothing it can enchant (303.4i); of the Roles one player controls on a permanent only the
newest stays (704.5y). Roles are later than the February 2007 rules: such a card is refused under them. Near
misses (Young Hero, a Role "attached to that creature" of a modal trigger, "for each creature", "to that Rat",
"create a Questing Role token and attach it") stay text only."""
from pathlib import Path

import pytest

from rulings.engine import ScenarioError, load_scenario, run_scenario

from .conftest import cited_pairs, in_main_phase, life, log, obj, objects_in, p, pt, zone_of

CARDS = Path(__file__).parent / "role_tokens_cards.json"
POOL_TOO = True  # Grizzly Bears, Lightning Bolt from the shared sample
R2007, R2026 = "2007-02-01", "2026-06-19"
PLAYED = ["Monstrous Rage", "Witch's Mark", "Spellbook Vendor", "Spiteful Hexmage", "Charming Scoundrel", "Royal Treatment",
          "Giant Inheritance", "Charmed Clothier", "Cursed Courtier", "Unassuming Sage", "Diminisher Witch", "Living Lectern",
          "Splashy Spellcaster", "Eriette's Whisper", "Shatter the Oath", "The Witch's Vanity", "Twisted Fealty", "Redtooth Genealogist"]
NEAR_MISSES = ["Questing Cosplayer", "Asinine Antics", "Protective Parents", "Gylwain, Casting Director", "Twisted Sewer-Witch"]


def play(cards, objects, actions, rules=R2026):
    replay = run_scenario(load_scenario(in_main_phase(objects, actions, rules, "role tokens"), cards=cards))
    assert not any(st.refused for st in replay.steps), log(replay)
    return replay


def cast(oid, lands, targets=(), **more) -> list:
    return [{"type": "play_spell", "player": "Alice", "object": oid, **({"targets": list(targets)} if targets else {}),
             "mana_abilities": [{"object": land} for land in lands]}, p("Alice"), p("Bob", **more)]


def roles(replay) -> dict:
    """The Role tokens on the battlefield, by id: what each is attached to."""
    return {o["id"]: o.get("attached_to") for o in objects_in(replay.final_state).values()
            if o.get("token") and "Role" in o.get("subtypes", []) and o.get("zone") == "in_play"}


@pytest.mark.parametrize("name", PLAYED)
def test_role_token_cards_are_fully_played(compiled, name):
    assert compiled[name].played, compiled[name].why_not


@pytest.mark.parametrize("name", NEAR_MISSES)
def test_near_misses_stay_text_only(compiled, name):
    assert not compiled[name].played


def test_monstrous_rage_attaches_a_monster_role_that_gives_plus_one_and_trample(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("rage", "Monstrous Rage", zone="hand"), obj("m1", "Mountain")]
    replay = play(cards, objects, cast("rage", ["m1"], ["bears"]))
    assert roles(replay) == {"monster": "bears"}, log(replay)
    assert pt(replay, "bears") == (5, 3), log(replay)  # 2/2, +2/+0 until end of turn, +1/+1 from the Role
    assert "trample" in objects_in(replay.final_state)["bears"]["keywords"], log(replay)
    assert ("111.10k", "monster_role_token") in cited_pairs(replay), sorted(cited_pairs(replay))


def test_a_second_role_of_the_same_player_puts_the_older_one_into_the_graveyard(cards):
    """Royal Treatment after Monstrous Rage: the Royal Role is the newest, the Monster Role goes (704.5y)."""
    objects = [obj("bears", "Grizzly Bears"), obj("rage", "Monstrous Rage", zone="hand"), obj("m1", "Mountain"),
               obj("treatment", "Royal Treatment", zone="hand"), obj("f1", "Forest")]
    replay = play(cards, objects, [*cast("rage", ["m1"], ["bears"]), *cast("treatment", ["f1"], ["bears"])])
    assert roles(replay) == {"royal": "bears"}, log(replay)
    bears = objects_in(replay.final_state)["bears"]
    assert "trample" not in bears["keywords"] and pt(replay, "bears") == (5, 3), log(replay)  # +2/+0 still, +1/+1 now the Royal's
    assert ("704.5y", "sbe_roles") in cited_pairs(replay), sorted(cited_pairs(replay))


def test_cursed_courtier_enters_with_a_cursed_role_and_is_1_1(cards):
    objects = [obj("courtier", "Cursed Courtier", zone="hand"), *(obj(f"w{i}", "Plains") for i in range(3))]
    replay = play(cards, objects, [*cast("courtier", [f"w{i}" for i in range(3)]), p("Alice"), p("Bob")])
    assert roles(replay) == {"cursed": "courtier"}, log(replay)
    assert pt(replay, "courtier") == (1, 1), log(replay)


def test_a_wicked_role_put_into_the_graveyard_makes_each_opponent_lose_1_life(cards):
    """Witch's Mark (no discard) puts a Wicked Role on the Bears; Lightning Bolt kills them; the Role goes to the
    graveyard as a state-based action (704.5m) and its own trigger makes Bob lose 1 life."""
    objects = [obj("bears", "Grizzly Bears"), obj("mark", "Witch's Mark", zone="hand"), obj("bolt", "Lightning Bolt", zone="hand"),
               obj("m1", "Mountain"), obj("m2", "Mountain"), obj("m3", "Mountain")]
    actions = [*cast("mark", ["m1", "m2"], ["bears"], choices={"mark": {"may": False}}),
               *cast("bolt", ["m3"], ["bears"]), p("Alice"), p("Bob")]
    replay = play(cards, objects, actions)
    assert zone_of(replay, "bears") == "graveyard" and not roles(replay), log(replay)
    assert life(replay) == {"Alice": 20, "Bob": 19}, log(replay)


def test_witchs_mark_with_no_target_chosen_creates_no_role(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("mark", "Witch's Mark", zone="hand"), obj("m1", "Mountain"), obj("m2", "Mountain")]
    replay = play(cards, objects, cast("mark", ["m1", "m2"], choices={"mark": {"may": False}}))
    assert not roles(replay) and pt(replay, "bears") == (2, 2), log(replay)


def test_a_role_card_is_refused_under_the_2007_rules(cards):
    objects = [obj("bears", "Grizzly Bears"), obj("rage", "Monstrous Rage", zone="hand"), obj("m1", "Mountain")]
    with pytest.raises(ScenarioError, match="Role tokens are later than the February 2007 rules"):
        play(cards, objects, cast("rage", ["m1"], ["bears"]), R2007)
