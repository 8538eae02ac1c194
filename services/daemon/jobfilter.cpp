#include "jobfilter.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <system_error>
#include <utility>

namespace trainyard::daemon {

namespace {

    // Character classes are spelled out rather than taken from <cctype> so the result never depends on the locale.
    bool isSpace(char c)
    {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
    }
    bool isAlnum(char c)
    {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    }
    // Bytes of UTF-8 sequences count as letters so label values in other scripts need no quotes.
    bool isNonAscii(char c)
    {
        return static_cast<unsigned char>(c) >= 0x80;
    }

    // A field segment: `labels.my-key` is a valid path because label keys may contain dashes.
    bool isFieldChar(char c)
    {
        return isAlnum(c) || c == '_' || c == '-';
    }
    bool isFieldStart(char c)
    {
        return isAlnum(c) || c == '_';
    }
    bool isOperatorStart(char c)
    {
        return c == '=' || c == '!' || c == ':' || c == '<' || c == '>';
    }

    bool isBareValueChar(char c)
    {
        return isAlnum(c) || isNonAscii(c) || std::string_view("_-.*/@+:").find(c) != std::string_view::npos;
    }

    char toLower(char c)
    {
        return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
    }

    std::string lower(std::string_view text)
    {
        std::string out(text);
        std::transform(out.begin(), out.end(), out.begin(), toLower);
        return out;
    }

    bool equalsIgnoreCase(std::string_view a, std::string_view b)
    {
        return std::equal(
            a.begin(), a.end(), b.begin(), b.end(), [](char x, char y) { return toLower(x) == toLower(y); });
    }

    // Only finite numbers count: "nan" or "inf" as a value should compare as the words they are.
    std::optional<double> parseNumber(std::string_view text)
    {
        double value = 0;
        const char* end = text.data() + text.size();
        const auto [ptr, ec] = std::from_chars(text.data(), end, value);
        if (text.empty() || ec != std::errc {} || ptr != end || !std::isfinite(value))
            return std::nullopt;
        return value;
    }

    // The field's value as text: strings as they are, anything else as compact JSON. The replace handler keeps
    // dump() from throwing on invalid UTF-8 inside objects.
    std::string text(const nlohmann::json& value)
    {
        if (value.is_string())
            return value.get_ref<const std::string&>();
        return value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    }

    // Follows object keys; a path through a non-object, a missing key or a JSON null all mean "missing".
    const nlohmann::json* lookup(const nlohmann::json& job, const std::vector<std::string>& path)
    {
        const nlohmann::json* current = &job;
        for (const std::string& key : path) {
            if (!current->is_object())
                return nullptr;
            const auto it = current->find(key);
            if (it == current->end())
                return nullptr;
            current = &*it;
        }
        return current->is_null() ? nullptr : current;
    }

} // namespace

// Recursive descent straight over the characters: values may hold ':' and '-', which are operators elsewhere, so
// a context-free tokenizer would have to guess. Every function returns the index of the node it built, or nullopt
// once it has recorded an error; m_depth keeps the recursion within maxDepth.
class JobFilter::Parser {
public:
    Parser(std::string_view text, JobFilter& filter)
        : m_text(text)
        , m_filter(filter)
    {
    }

    std::optional<Error> run()
    {
        skipSpace();
        if (atEnd())
            return std::nullopt;
        const auto root = expression("");
        if (!root)
            return m_error;
        skipSpace();
        // The expression stops only at the end or at a ')' it did not open.
        if (!atEnd()) {
            fail("unbalanced \")\" at " + std::to_string(m_pos) + ", there is no \"(\" to close");
            return m_error;
        }
        m_filter.m_root = root;
        return std::nullopt;
    }

private:
    enum class Keyword { None, And, Or, Not };
    using Result = std::optional<std::size_t>;

    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }

    void skipSpace()
    {
        while (!atEnd() && isSpace(m_text[m_pos]))
            ++m_pos;
    }

    // AND/OR/NOT only when the word stands alone: `ORDER=1` and `not=1` name fields.
    std::pair<Keyword, std::size_t> peekKeyword() const
    {
        // Keywords are at most three letters: stop looking after four so a 64 KiB field name is not rescanned.
        std::size_t end = m_pos;
        while (end < m_text.size() && end - m_pos <= 3 && (isFieldChar(m_text[end]) || m_text[end] == '.'))
            ++end;
        if (end - m_pos > 3)
            return { Keyword::None, 0 };
        if (end < m_text.size() && isOperatorStart(m_text[end]))
            return { Keyword::None, 0 };
        const std::string_view word = m_text.substr(m_pos, end - m_pos);
        if (equalsIgnoreCase(word, "and"))
            return { Keyword::And, word.size() };
        if (equalsIgnoreCase(word, "or"))
            return { Keyword::Or, word.size() };
        if (equalsIgnoreCase(word, "not"))
            return { Keyword::Not, word.size() };
        return { Keyword::None, 0 };
    }

    // What sits at the current position, for "found ..." in messages.
    std::string found() const
    {
        if (atEnd())
            return "the end of the filter";
        switch (peekKeyword().first) {
        case Keyword::And:
            return "AND";
        case Keyword::Or:
            return "OR";
        case Keyword::Not:
            return "NOT";
        case Keyword::None:
            break;
        }
        const char c = peek();
        if (c == '"')
            return "'\"'";
        if (c >= 0x20 && c < 0x7f)
            return std::string("\"") + c + "\"";
        static constexpr char hex[] = "0123456789abcdef";
        const auto byte = static_cast<unsigned char>(c);
        return std::string("byte 0x") + hex[byte >> 4] + hex[byte & 0xf];
    }

    std::nullopt_t fail(std::string message)
    {
        if (!m_error)
            m_error = Error { m_pos, std::move(message) };
        return std::nullopt;
    }

    // "expected <what> at <pos>, found <thing>": the shape of most messages.
    std::nullopt_t expected(const std::string& what)
    {
        return fail("expected " + what + " at " + std::to_string(m_pos) + ", found " + found());
    }

    bool enter()
    {
        if (++m_depth <= maxDepth)
            return true;
        fail("filter nests deeper than " + std::to_string(maxDepth) + " parentheses and negations at "
            + std::to_string(m_pos));
        return false;
    }

    std::size_t add(Node node)
    {
        m_filter.m_nodes.push_back(std::move(node));
        return m_filter.m_nodes.size() - 1;
    }

    // `after` names what came before ("after OR"), so a dangling operator is reported as such.
    Result expression(const std::string& after)
    {
        const auto first = term(after);
        if (!first)
            return std::nullopt;
        Node node { Node::Kind::Or, { *first }, {} };
        for (;;) {
            skipSpace();
            const auto [keyword, length] = peekKeyword();
            if (keyword != Keyword::Or)
                break;
            m_pos += length;
            const auto next = term(" after OR");
            if (!next)
                return std::nullopt;
            node.children.push_back(*next);
        }
        return node.children.size() == 1 ? node.children.front() : add(std::move(node));
    }

    Result term(const std::string& after)
    {
        const auto first = factor(after);
        if (!first)
            return std::nullopt;
        Node node { Node::Kind::And, { *first }, {} };
        for (;;) {
            skipSpace();
            if (atEnd() || peek() == ')')
                break;
            const auto [keyword, length] = peekKeyword();
            if (keyword == Keyword::Or)
                break;
            Result next;
            if (keyword == Keyword::And) {
                m_pos += length;
                next = factor(" after AND");
            } else {
                next = factor(""); // juxtaposition is an implicit AND
            }
            if (!next)
                return std::nullopt;
            node.children.push_back(*next);
        }
        return node.children.size() == 1 ? node.children.front() : add(std::move(node));
    }

    Result factor(const std::string& after)
    {
        skipSpace();
        const char c = peek();
        if (c == '(')
            return parenthesized();
        const auto [keyword, length] = peekKeyword();
        if (c == '-' || keyword == Keyword::Not) {
            if (!enter())
                return std::nullopt;
            m_pos += c == '-' ? 1 : length;
            const auto operand = factor(c == '-' ? " after \"-\"" : " after NOT");
            if (!operand)
                return std::nullopt;
            --m_depth;
            return add(Node { Node::Kind::Not, { *operand }, {} });
        }
        if (atEnd() || keyword != Keyword::None || !isFieldStart(c))
            return expected("a restriction, \"(\", NOT or \"-\"" + after);
        return restriction();
    }

    Result parenthesized()
    {
        const std::size_t open = m_pos;
        if (!enter())
            return std::nullopt;
        ++m_pos;
        skipSpace();
        if (peek() == ')')
            return expected("an expression inside \"(\" ... \")\"");
        const auto inner = expression(" after \"(\"");
        if (!inner)
            return std::nullopt;
        skipSpace();
        if (peek() != ')') {
            return fail("expected \")\" at " + std::to_string(m_pos) + " to close the \"(\" at " + std::to_string(open)
                + ", found " + found());
        }
        ++m_pos;
        --m_depth;
        return inner;
    }

    Result restriction()
    {
        Restriction r;
        const std::size_t fieldStart = m_pos;
        for (;;) {
            const std::size_t start = m_pos;
            while (!atEnd() && isFieldChar(peek()))
                ++m_pos;
            if (m_pos == start || !isFieldStart(m_text[start])) {
                m_pos = start;
                return expected("a field name after \".\"");
            }
            r.path.emplace_back(m_text.substr(start, m_pos - start));
            if (peek() != '.')
                break;
            ++m_pos;
        }
        // Only for messages; a pasted 64 KiB name should not be echoed whole.
        std::string field(m_text.substr(fieldStart, std::min<std::size_t>(m_pos - fieldStart, 40)));
        if (m_pos - fieldStart > 40)
            field += "...";

        skipSpace();
        const std::size_t opStart = m_pos;
        if (!parseOperator(r.op))
            return expected("an operator (=, !=, :, <, <=, >, >=) after \"" + field + "\"");
        const std::string op(m_text.substr(opStart, m_pos - opStart));

        skipSpace();
        if (peek() == '"') {
            if (!quoted(r.value))
                return std::nullopt;
        } else {
            const std::size_t start = m_pos;
            while (!atEnd() && isBareValueChar(peek()))
                ++m_pos;
            if (m_pos == start)
                return expected("a value after \"" + op + "\"");
            r.value = m_text.substr(start, m_pos - start);
        }
        if (!atEnd() && !isSpace(peek()) && peek() != ')') {
            return fail("expected a space, \")\" or the end after the value at " + std::to_string(m_pos) + ", found "
                + found() + "; quote values that contain other characters");
        }

        const bool textual = r.op == Op::Equal || r.op == Op::NotEqual || r.op == Op::Has;
        if (textual && !r.value.empty() && r.value.back() == '*') {
            r.prefix = true;
            r.value.pop_back();
        }
        r.folded = lower(r.value);
        r.number = parseNumber(r.value);
        return add(Node { Node::Kind::Leaf, {}, std::move(r) });
    }

    bool parseOperator(Op& op)
    {
        static constexpr std::pair<std::string_view, Op> operators[] = {
            // Two-character operators first so "<=" is not read as "<" followed by a value "=".
            { "!=", Op::NotEqual },
            { "<=", Op::LessEqual },
            { ">=", Op::GreaterEqual },
            { "=", Op::Equal },
            { ":", Op::Has },
            { "<", Op::Less },
            { ">", Op::Greater },
        };
        for (const auto& [spelling, value] : operators) {
            if (m_text.substr(m_pos).starts_with(spelling)) {
                op = value;
                m_pos += spelling.size();
                return true;
            }
        }
        return false;
    }

    // A double-quoted string with \" and \\ escapes; anything else after a backslash is an error rather than a
    // guess, so that later support for more escapes cannot change what an existing filter means.
    bool quoted(std::string& out)
    {
        const std::size_t open = m_pos++;
        while (!atEnd()) {
            const char c = m_text[m_pos];
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c == '\\') {
                if (m_pos + 1 >= m_text.size())
                    break;
                const char escaped = m_text[m_pos + 1];
                if (escaped != '"' && escaped != '\\') {
                    fail("unsupported escape \"\\" + std::string(1, escaped) + "\" at " + std::to_string(m_pos)
                        + ", only \\\" and \\\\ are allowed in quoted values");
                    return false;
                }
                out += escaped;
                m_pos += 2;
                continue;
            }
            out += c;
            ++m_pos;
        }
        m_pos = open;
        fail("unterminated quoted value starting at " + std::to_string(open) + ", expected a closing \"");
        return false;
    }

    std::string_view m_text;
    JobFilter& m_filter;
    std::size_t m_pos = 0;
    int m_depth = 0;
    std::optional<Error> m_error;
};

std::variant<JobFilter, JobFilter::Error> JobFilter::parse(std::string_view text)
{
    JobFilter filter;
    if (auto error = Parser(text, filter).run())
        return std::move(*error);
    return filter;
}

bool JobFilter::matches(const nlohmann::json& job) const
{
    return !m_root || evaluate(*m_root, job);
}

// Recursion here follows the parse tree, whose depth parse() capped at about maxDepth.
bool JobFilter::evaluate(std::size_t index, const nlohmann::json& job) const
{
    const Node& node = m_nodes[index];
    const auto child = [&](std::size_t c) { return evaluate(c, job); };
    switch (node.kind) {
    case Node::Kind::And:
        return std::all_of(node.children.begin(), node.children.end(), child);
    case Node::Kind::Or:
        return std::any_of(node.children.begin(), node.children.end(), child);
    case Node::Kind::Not:
        return !evaluate(node.children.front(), job);
    case Node::Kind::Leaf:
        break;
    }
    return test(node.restriction, job);
}

bool JobFilter::test(const Restriction& r, const nlohmann::json& job)
{
    const nlohmann::json* field = lookup(job, r.path);
    const auto equals
        = [&](const std::string& value) { return r.prefix ? value.starts_with(r.value) : value == r.value; };
    const auto has = [&](std::string_view value) {
        const std::string folded = lower(value);
        return r.prefix ? folded.starts_with(r.folded) : folded == r.folded;
    };

    switch (r.op) {
    case Op::Equal:
        return equals(field ? text(*field) : std::string());
    case Op::NotEqual:
        return !field || !equals(text(*field));
    case Op::Has:
        if (r.prefix && r.value.empty()) // `field:*` asks whether the field is there at all
            return field != nullptr;
        if (!field)
            return has("");
        if (field->is_object()) { // `labels:owner`: a key of the map
            for (auto it = field->begin(); it != field->end(); ++it) {
                if (has(it.key()))
                    return true;
            }
            return false;
        }
        if (field->is_array()) // repeated fields such as trainingInput.args match on any element
            return std::any_of(
                field->begin(), field->end(), [&](const nlohmann::json& item) { return has(text(item)); });
        return has(text(*field));
    case Op::Less:
    case Op::LessEqual:
    case Op::Greater:
    case Op::GreaterEqual:
        break;
    }

    if (!field)
        return false;
    int order = 0;
    std::optional<double> number;
    if (field->is_number())
        number = field->get<double>();
    else if (field->is_string())
        number = parseNumber(field->get_ref<const std::string&>());
    if (number && r.number) {
        order = *number < *r.number ? -1 : (*number > *r.number ? 1 : 0);
    } else {
        // RFC 3339 UTC times of one format order correctly as strings.
        const int c = text(*field).compare(r.value);
        order = c < 0 ? -1 : (c > 0 ? 1 : 0);
    }
    switch (r.op) {
    case Op::Less:
        return order < 0;
    case Op::LessEqual:
        return order <= 0;
    case Op::Greater:
        return order > 0;
    case Op::GreaterEqual:
        return order >= 0;
    default:
        return false;
    }
}

} // namespace trainyard::daemon
