"""Tokens whose abilities are quoted, and who creates a token.

"Create a 1/1 black Rat creature token with "This token can't block."" (Voracious Vermin): the token
has the abilities the effect gives it (2007 216.1; 2026 111.4), and an ability in quotation marks is
read by the same compiler as a card's paragraph (the token is the object its "this token" means; a
quotation inside the quotation, Reef Worm's, stays text only). Keywords may come before it ("with toxic 1 and
"This token can't block.""). Anything the compiler can't read in the quotation leaves the whole
sentence text only.

"Its controller creates a 1/1 blue Bird creature token with flying." (Swan Song, Ravenform): the
player who controlled the target as it last existed (2007 413.2f; 2026 608.2h), noted before the
instruction before moved it (rulings/engine/effects/its_controller.py), creates the token and
controls it; it owns it in 2026 (111.2), the effect's controller does in 2007 (216.1). Also "Target
opponent creates ...", "You create ...", "They have "..."" after a creation, tokens "that's tapped and
attacking" (rulings/engine/enters_attacking.py), the predefined Gold, Shard, Junk, Mutagen and Vibranium
tokens (2026 111.10), "Creature tokens get -1/-1" and "Creature tokens you control have "{T}: ...""
"""
from __future__ import annotations

import hashlib
import re

from .registry import Card, NotUnderstood, ability_template, effect_template, parse_sentence
from .text import NUMBER

#: "... token with "This token can't block."" (and "with toxic 1 and "..."")
_QUOTED = re.compile(r'(\btokens? with (?:[a-z0-9 ,]+?,? and )?|(?:^|\. )(?:It has|They have) )"([^"]+)"')
#: the quotations unquote took out, by the placeholder that stands for each
QUOTATIONS: dict[str, str] = {}
PLACEHOLDER = r"QUOTED#([0-9a-f]{12})"


def unquote(plain: str) -> str:
    """A paragraph with each quotation a token is created with as one word the sentence splitter and
    the templates read (no quotation mark, period or colon: the templates of a card's abilities read
    none inside a quotation); the quotation kept in QUOTATIONS for token_with_quoted_ability."""
    def keep(m):
        key = hashlib.sha1(m.group(2).encode()).hexdigest()[:12]
        QUOTATIONS[key] = m.group(2)
        ends = m.group(2).endswith(".") and plain[m.end():m.end() + 1] in ("", " ")  # the quotation's period ends the sentence too
        return f"{m.group(1)}QUOTED#{key}{'.' if ends else ''}"
    return _QUOTED.sub(keep, plain)

#: what the quotation calls the token itself
_THIS_TOKEN = re.compile(r"\b[Tt]his token\b")


def _token_card(token: dict) -> Card:
    """The token as the compiler reads a card: its types and subtypes (a quoted ability's templates
    ask whether its object is a creature, an Equipment ...)."""
    return Card(name=token.get("name") or " ".join(token.get("subtypes", ())) or "Token",
                types=tuple(token.get("types", ())), subtypes=tuple(token.get("subtypes", ())))


def quoted_ability(token: dict, text: str) -> list[dict]:
    """The engine abilities of one quoted ability of a token: "this token" is the token itself (~). The
    quotation's text has been through the card's own self-references already: a "~" there would be the
    card that makes the token, which the templates would read as the token, so that stays text only."""
    from .compiler import _ability  # the compiler imports this module: read at call time
    if "~" in text or re.search(r"(^|\s)'", text):  # the card itself, or a quotation inside the quotation (Reef Worm)
        raise NotUnderstood(text)
    plain = _THIS_TOKEN.sub("~", text)
    found = _ability(_token_card(token), plain)
    if not found:
        raise NotUnderstood(text)
    return [{**ab, "text": text} if ab.get("kind") != "keyword" else ab for ab in found]


def _created(eff, sentence: str) -> dict:
    """The one create_token step `sentence` makes (the token templates read it)."""
    before = len(eff.steps)
    parse_sentence(eff, sentence)
    made = eff.steps[before:]
    if len(made) != 1 or made[0].get("do") != "create_token" or "predefined" in made[0] \
            or not isinstance(made[0].get("token"), dict):
        raise NotUnderstood(sentence)
    return made[0]


@effect_template(rf"((?:you may )?create (?:.+?) tokens?) with (?:([a-z0-9 ,]+?),? and )?{PLACEHOLDER}")
def token_with_quoted_ability(eff, m):
    """ "Create a 1/1 red Mercenary creature token with "{T}: Target creature you control gets +1/+0
    until end of turn. Activate only as a sorcery."": the creation the token templates read, and the
    quoted ability added to the token it defines (2007 216.1; 2026 111.4)."""
    head = m.group(1) + (f" with {m.group(2)}" if m.group(2) else "")
    if head.lower().startswith("you may "):
        raise NotUnderstood(m.group(0))  # the choice wraps the creation: may_create_creature_tokens reads no quotation
    step = _created(eff, head)
    token = step["token"]
    token["abilities"] = [*token.get("abilities", ()), *quoted_ability(token, QUOTATIONS.get(m.group(3), "~"))]


@effect_template(r"its controller creates (.+)")
def its_controller_creates(eff, m):
    """ "Counter target enchantment, instant, or sorcery spell. Its controller creates a 2/2 blue Bird
    creature token with flying." (Swan Song), "Destroy target creature. It can't be regenerated. Its
    controller creates a 3/3 green Ape creature token." (Pongify): "its" is the one target, which the
    instruction before moved (or tried to: the token is created even if the spell can't be countered or
    the creature wasn't destroyed); its controller is read as it last existed (2007 413.2f; 2026 608.2h),
    noted before that instruction (rulings/engine/effects/its_controller.py), and creates the token."""
    from .player_instructions import _MOVES
    starts = eff.sentence_starts
    before = eff.steps[:starts[-1]] if starts else []
    if (len(before) != 1 or len(eff.targets) != 1 or before[0].get("do") not in _MOVES or before[0].get("what") != "target:0"
            or not set(before[0]) <= {"do", "what", "no_regenerate"} or "abilit" in repr(eff.targets[0])):
        raise NotUnderstood(m.group(0))
    at = len(eff.steps)
    parse_sentence(eff, f"create {m.group(1)}")
    made = eff.steps[at:]
    if len(made) != 1 or made[0].get("do") != "create_token":
        raise NotUnderstood(m.group(0))
    made[0]["player"] = "its_controller"
    eff.steps.insert(0, {"do": "note_its_controller", "of": "target:0"})
    eff.sentence_starts[:] = [s + 1 if i else s for i, s in enumerate(eff.sentence_starts)]


@ability_template(r"Creature tokens( you control)? get ([+-]\d+)/([+-]\d+)(?: and have ([a-z ,]+))?\.")
def creature_tokens_get(card, m):
    """ "Creature tokens get -1/-1." (Virulent Plague), "Creature tokens you control get +1/+1." (Intangible
    Virtue): a static ability for the creatures that are tokens (of its controller's only when it says so),
    read whenever it applies (the filter's `token`; 2007 418.5 / 2026 613: the set is read continuously)."""
    from .statics import _statics
    flt = {"token": True, **({"you_control": True} if m.group(1) else {})}
    return _statics({"kind": "static", "affects": "creatures", "filter": flt}, (m.group(2), m.group(3)), m.group(4))


@effect_template(r"(create (?:.+?) (tokens?)(?: with [a-z0-9 ,]+?)?(?: named (?-i:[A-Z][A-Za-z' -]+?))?) (?:that's|that are) tapped and attacking")
def tokens_tapped_and_attacking(eff, m):
    """ "Create a 1/1 red Goblin creature token that's tapped and attacking." (Mardu Ascendancy), "create
    two 1/1 white Cat creature tokens with lifelink that are tapped and attacking" (Leonin Warleader): they
    attack the defending player, never declared as attackers (2007 308.3; 2026 508.4;
    rulings/engine/enters_attacking.py)."""
    if (m.group(2) == "token") != ("that's tapped" in m.group(0)):
        raise NotUnderstood(m.group(0))
    step = _created(eff, m.group(1))
    if step.get("tapped"):
        raise NotUnderstood(m.group(0))
    step["tapped"] = True
    step["attacking"] = True


@effect_template(r"(target opponent|target player) creates (.+)")
def target_player_creates(eff, m):
    """ "Target opponent creates a 1/1 green Hippo creature token." (Phelddagrif): the targeted player creates
    the token and controls it; who owns it, the editions say differently (2007 216.1: the controller of the
    ability; 2026 111.2: that player; rulings/engine/effects/tokens.py). An illegal target: no token (413.2a /
    608.2b)."""
    from .targets import ref
    at = len(eff.steps)
    who = ref(eff, m.group(1))
    parse_sentence(eff, f"create {m.group(2)}")
    made = eff.steps[at:]
    if len(made) != 1 or made[0].get("do") != "create_token" or "player" in made[0]:
        raise NotUnderstood(m.group(0))
    made[0]["player"] = who


#: predefined tokens whose abilities the rules give in words (2026 111.10c, e, t, v, w): each read by the
#: compiler as a quoted ability is; the February 2007 rules have none (rulings/engine/effects/tokens.py)
PREDEFINED = {
    "Gold": (["Artifact"], ["Sacrifice this token: Add one mana of any color."]),
    "Shard": (["Enchantment"], ["{2}, Sacrifice this token: Scry 1, then draw a card."]),
    "Junk": (["Artifact"], ["{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. "
                            "Activate only as a sorcery."]),
    "Mutagen": (["Artifact"], ["{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a sorcery."]),
    "Vibranium": (["Artifact"], ["Indestructible"]),  # and the Powerstone's mana ability (111.10w; powerstone_mana.py)
}


def predefined_token(name: str) -> dict:
    """The token 111.10 defines as `name`, its abilities compiled from the rule's words (NotUnderstood if the
    compiler can't read one of them)."""
    types, texts = PREDEFINED[name]
    token = {"types": list(types), "subtypes": [name], "colors": []}
    abilities = []
    for text in texts:
        abilities += quoted_ability(token, text)
    if name == "Vibranium":
        from .powerstone_mana import powerstone_token
        abilities += powerstone_token()["abilities"]
    token["abilities"] = abilities
    return token


@effect_template(rf"create ({NUMBER}) (tapped )?({'|'.join(PREDEFINED)}) (tokens?)")
def create_predefined(eff, m):
    """ "Create a Mutagen token." (Roadkill Rodney), "Create a tapped Vibranium token.": the predefined token
    (2026 111.10), entering tapped if it says so."""
    from .damage import _amount
    n = _amount(eff, m.group(1))
    if (n == 1) != (m.group(4) == "token"):
        raise NotUnderstood(m.group(0))
    step = {"do": "create_token", "id": m.group(3).lower(), "count": n, "predefined": m.group(3), "token": predefined_token(m.group(3))}
    if m.group(2):
        step["tapped"] = True
    eff.steps.append(step)


@effect_template(r"you create (.+)")
def you_create(eff, m):
    """ "Counter target creature spell. You create a Treasure token." (Hornswoggle): the effect's controller
    creates it, as "create" alone says."""
    at = len(eff.steps)
    parse_sentence(eff, f"create {m.group(1)}")
    made = eff.steps[at:]
    if len(made) != 1 or made[0].get("do") != "create_token" or "player" in made[0]:
        raise NotUnderstood(m.group(0))


@effect_template(rf"(It has|They have) {PLACEHOLDER}")
def created_tokens_have(eff, m):
    """ "Create two 1/1 red Devil creature tokens. They have "When this token dies, it deals 1 damage to any
    target."" (Dance with Devils): the tokens the sentence before created have the quoted ability (2007 216.1;
    2026 111.4: the token has the abilities the effect gives it). "It has" after one token, "They have" after
    several."""
    starts = eff.sentence_starts
    if len(starts) < 2 or starts[-1] != len(eff.steps) or starts[-1] - starts[-2] != 1:
        raise NotUnderstood(m.group(0))
    step = eff.steps[-1]
    token = step.get("token") if step.get("do") == "create_token" and "predefined" not in step else None
    if not isinstance(token, dict) or (step.get("count") != 1) != (m.group(1) == "They have") or step.get("count") == "X":
        raise NotUnderstood(m.group(0))
    token["abilities"] = [*token.get("abilities", ()), *quoted_ability(token, QUOTATIONS.get(m.group(2), "~"))]


@ability_template(r"Creature tokens you control have \"([^\"]+)\"")
def creature_tokens_have_mana_ability(card, m):
    """ "Creature tokens you control have "{T}: Add one mana of any color."" (Insidious Roots):
    a mana ability (2007 406.1; 2026 605.1a) each creature token its controller controls has while the static
    ability applies (2007 418.5a; 2026 613.1f), as mana_more.creatures_have_mana_ability gives it to creatures;
    its {T} only once the token has been under its controller's control since the start of the turn."""
    from rulings.engine.costs import is_mana_ability

    from .clones import _quoted
    ab = _quoted(card, m.group(1))
    if not is_mana_ability(ab) or set(ab) - {"kind", "cost", "effect", "text"} or set(ab["cost"]) - {"tap", "mana"} \
            or len(ab["effect"]) != 1 or "~" in m.group(1):
        raise NotUnderstood(m.group(1))
    return [{"kind": "static", "affects": "creatures", "filter": {"you_control": True, "token": True},
             "gains": {**ab, "text": m.group(1)}}]
