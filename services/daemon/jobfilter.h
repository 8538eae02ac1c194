#pragma once

// The forward declarations are enough here; keeping the full nlohmann header out of every includer saves build time.
#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace trainyard::daemon {

// The `filter` parameter of AI Platform Training v1 projects.jobs.list, as gcloud users write it, e.g.
//   state=RUNNING labels.owner:ana* AND NOT (createTime<2024-01-01T00:00:00Z OR jobId:old*)
// Pure (no Qt, no I/O) so the list handler, the tests and a fuzzer share one implementation.
//
// Grammar (AIP-160 subset; AND, OR and NOT are case-insensitive; OR binds looser than AND):
//   expression  := term { OR term }
//   term        := factor { [AND] factor }
//   factor      := NOT factor | '-' factor | '(' expression ')' | restriction
//   restriction := field ('=' | '!=' | ':' | '<' | '<=' | '>' | '>=') value
// A field is a dotted path of JSON object keys; a value is a bare word or a "quoted string".
class JobFilter {
public:
    struct Error {
        std::size_t position = 0; // 0-based offset into the filter text
        std::string message;
    };

    // Deepest nesting of parentheses and negations parse() accepts; it bounds recursion in parse and match.
    static constexpr int maxDepth = 64;

    // Parses a filter; an empty or all-blank filter matches every job. Bad input gives an Error, never a throw.
    static std::variant<JobFilter, Error> parse(std::string_view text);

    // True when the job (its v1 JSON representation, e.g. {"jobId":"a","state":"RUNNING","labels":{"k":"v"}})
    // matches.
    bool matches(const nlohmann::json& job) const;

private:
    enum class Op { Equal, NotEqual, Has, Less, LessEqual, Greater, GreaterEqual };

    struct Restriction {
        std::vector<std::string> path;
        Op op = Op::Equal;
        std::string value; // without the trailing '*' when `prefix` is set
        std::string folded; // `value` in lower case, for ':'
        bool prefix = false; // value ended in '*' (only for '=', '!=' and ':')
        std::optional<double> number; // value as a number, for '<' ... '>='
    };

    // Nodes live in one flat vector and point at each other by index, so copying or destroying a filter never
    // recurses, and AND/OR chains are n-ary so a long `a OR b OR ...` stays one level deep.
    struct Node {
        enum class Kind { And, Or, Not, Leaf } kind = Kind::Leaf;
        std::vector<std::size_t> children;
        Restriction restriction; // for Kind::Leaf
    };

    class Parser;

    JobFilter() = default;

    bool evaluate(std::size_t index, const nlohmann::json& job) const;
    static bool test(const Restriction& restriction, const nlohmann::json& job);

    std::vector<Node> m_nodes;
    std::optional<std::size_t> m_root; // none: the filter was blank and matches everything
};

} // namespace trainyard::daemon
