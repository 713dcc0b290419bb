"""Players sacrificing permanents of their choice, beyond player_instructions.py's one creature:

* "Each player sacrifices two creatures of their choice" (Barter in Blood), "four lands" (Wildfire);
* "a creature or planeswalker" (Demon's Disciple; planeswalkers exist only under the 2026 rules, so
  under the February 2007 rules it is a creature), "a creature or land" (Tainted Aether's kind);
* "an attacking creature" (Wing Shards);
* "Each other player sacrifices ..." (Grave Pact): every player but the controller;
* "Each opponent sacrifices a permanent of their choice unless they pay {2}" (Rishadan Footpad): each
  may pay instead (2026 118.12a);
* "that player sacrifices a creature of their choice" of a trigger on a player's step (Sheoldred,
  Whispering One: the player whose upkeep it is).

Each player named chooses as it resolves (2007 413.2c; 2026 608.2d), in APNAP order (2007 103.4;
2026 101.4), and everything chosen is sacrificed at once (2007 410.10d; 2026 603.10a): the engine's
players_sacrifice (rulings/engine/effects/edict.py).

"A nontoken creature / artifact / enchantment" (Chain Devil, Lorehold Charm): one that isn't a token.

Precision: colors ("a green or white permanent"), "another", a number of permanents
not written as a word, "at random" and any kind the engine's list doesn't hold stay text only."""
from __future__ import annotations

from .registry import NotUnderstood, effect_template, parse_branch, pass_on
from .targets import ref
from .triggered import EVENT_PLAYER

COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4}
GROUPS = {"each player": "each_player", "each opponent": "each_opponent", "each other player": "each_other_player"}
#: the kinds the text names, singular and plural, as the engine's `sacrificed`
KINDS = {"creature": "creature", "land": "land", "artifact": "artifact", "enchantment": "enchantment", "permanent": "permanent",
         "creature or planeswalker": "creature_or_planeswalker", "creature or land": "creature_or_land",
         "attacking creature": "attacking_creature"}
KINDS.update({"nontoken creature": "nontoken_creature", "nontoken artifact": "nontoken_artifact",  # Chain Devil, Lorehold Charm
              "nontoken enchantment": "nontoken_enchantment"})
KINDS.update({k.replace("_", " "): k for k in ("artifact_or_enchantment", "creature_or_enchantment", "nonland_permanent",  # sacrifice_wordings.py
                                                "nonartifact_creature", "nonbasic_land", "untapped_land", "attacking_or_blocking_creature",
                                                "monocolored_creature", "multicolored_permanent", "green_or_white_permanent")})


@effect_template(rf"(each player|each opponent|each other player|target player|target opponent|{EVENT_PLAYER}) sacrifices "
                 r"(an?|two|three|four) ([a-z ]+?)(?: of their choice)?(?: unless they pay \{(\d+)\})?")
def players_sacrifice_of_their_choice(eff, m):
    """Barter in Blood, Demon's Disciple, Wing Shards, Grave Pact, Rishadan Footpad, Sheoldred. The older wording
    without "of their choice" (Goremand's "each opponent sacrifices a creature") means the same: the player told to
    sacrifice chooses (2007 413.2c; 2026 608.2d)."""
    who, n, words, pay = m.group(1).lower(), COUNTS[m.group(2).lower()], m.group(3).lower(), m.group(4)
    singular = words if n == 1 else (words[:-1] if words.endswith("s") else None)
    if singular is None or singular not in KINDS:
        return pass_on(eff, m, players_sacrifice_of_their_choice)  # "a creature with the greatest power ...": below
    if n == 1 and m.group(2).lower() != ("an" if words[0] in "aeiou" else "a"):
        raise NotUnderstood(m.group(0))
    if who in GROUPS:
        step = {"do": "players_sacrifice", "players": GROUPS[who]}
    elif who == EVENT_PLAYER:  # the player of the trigger event (triggered.py)
        step = {"do": "players_sacrifice", "player": "it"}
    else:
        step = {"do": "players_sacrifice", "player": ref(eff, who)}
    if KINDS[singular] != "creature":
        step["sacrificed"] = KINDS[singular]
    if n > 1:
        step["count"] = n
    if pay is not None:
        if who not in GROUPS or int(pay) < 1:
            raise NotUnderstood(m.group(0))  # "target player ... unless they pay" is not a phrasing of the pool
        step["unless_they_pay"] = int(pay)
    eff.steps.append(step)


# --- "Sacrifice a creature other than this creature. If you can't, ..." (Lord of the Pit) ---------
@effect_template(r"sacrifice a creature other than ~")
def sacrifice_another_creature(eff, m):
    """Demonic Taskmaster, Lord of the Pit: its controller chooses a creature they control other than the
    source as it resolves (2007 413.2c; 2026 608.2d; the engine's sacrifice_a_creature with `another`)."""
    if not eff.card.is_permanent_creature:
        raise NotUnderstood(m.group(0))
    eff.steps.append({"do": "sacrifice_a_creature", "another": True})


@effect_template(r"each player who can't (discards a card|loses \d+ life)")
def each_player_who_cant(eff, m):
    """Plaguecrafter's "Each player who can't discards a card": after "each player sacrifices a creature or
    planeswalker of their choice", each player who controlled none (2007 416.3; 2026 609.3) does it, once the
    others have sacrificed (the engine's players_sacrifice `if_none`, with "it" that player)."""
    starts = eff.sentence_starts
    before = eff.steps[starts[-2]:starts[-1]] if len(starts) >= 2 else []
    if len(before) != 1 or before[0].get("do") != "players_sacrifice" or before[0].get("players") != "each_player" \
            or "if_none" in before[0] or "unless_they_pay" in before[0] or before[0].get("count", 1) != 1:
        raise NotUnderstood(m.group(0))
    before[0]["if_none"] = parse_branch(eff, f"{EVENT_PLAYER} {m.group(1)}")


@effect_template(r"if (you|the player) can't, (.+)")
def if_you_cant_sacrifice(eff, m):
    """Lord of the Pit's "If you can't, this creature deals 7 damage to you", Woebringer Demon's "that player sacrifices a
    creature of their choice. If the player can't, sacrifice this creature": what happens when the sentence
    before sacrificed nothing, for want of a creature (the effect does only as much as possible, 2007 416.3;
    2026 609.3). Only after "sacrifice a creature [other than ~]" as a sentence alone."""
    starts = eff.sentence_starts
    before = eff.steps[starts[-2]:starts[-1]] if len(starts) >= 2 else []
    do = "sacrifice_a_creature" if m.group(1).lower() == "you" else "players_sacrifice"
    if len(before) != 1 or before[0].get("do") != do or "if_none" in before[0] or before[0].get("count", 1) != 1 \
            or (do == "players_sacrifice" and (before[0].get("player") != "it" or "unless_they_pay" in before[0])):
        raise NotUnderstood(m.group(0))  # "the player": Woebringer Demon's one player of the trigger event
    branch = parse_branch(eff, m.group(2)[:1].upper() + m.group(2)[1:])
    before[0]["if_none"] = branch


# --- "Add an amount of {B} equal to the sacrificed creature's mana value." (Sacrifice) -------------
@effect_template(r"add an amount of (\{[WUBRGC]\}) equal to the sacrificed creature's mana value")
def add_mana_equal_to_sacrificed_mana_value(eff, m):
    """Sacrifice (an additional cost), Illuminor Szeras ("{T}, Sacrifice another creature: ..."): the mana
    value the creature had as it last existed (2007 413.2f; 2026 608.2h; rulings/engine/sacrificed_creature.py),
    read where the card has just one place that sacrifices a chosen creature (damage_and_life._sacrificed)."""
    from .damage_and_life import _sacrificed
    eff.steps.append({"do": "add_mana_for_each", "mana": m.group(1), "amount": _sacrificed(eff, "mana_value")})


# --- "Each opponent sacrifices a creature with the greatest power among creatures they control." ----
@effect_template(r"(each player|each opponent|target player|target opponent) sacrifices (a creature|a creature or planeswalker) "
                 r"with the greatest (power|mana value) among (creatures|creatures and planeswalkers) (?:they control|that player controls)")
def sacrifices_the_greatest(eff, m):
    """Crackling Doom, Soul Shatter: each player named chooses one of those they control with the greatest
    power (mana value), a tie theirs to break, as it resolves (2007 413.2c; 2026 608.2d), in APNAP order and
    sacrificed at once (the engine's players_sacrifice with `greatest`)."""
    who, kind, stat, among = m.group(1).lower(), m.group(2).lower(), m.group(3).lower(), m.group(4).lower()
    if (kind == "a creature") != (among == "creatures"):
        raise NotUnderstood(m.group(0))
    step = {"do": "players_sacrifice", **({"players": GROUPS[who]} if who in GROUPS else {"player": ref(eff, who)}),
            "greatest": stat.replace(" ", "_")}
    if kind != "a creature":
        step["sacrificed"] = "creature_or_planeswalker"
    eff.steps.append(step)
