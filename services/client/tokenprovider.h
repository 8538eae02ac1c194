#pragma once

#include <QObject>

#include <functional>
#include <string>

namespace trainyard::client {

// Where a backend's bearer token comes from. `current()` is cheap and never blocks (it is asked on
// every request); `refresh()` gets a new one asynchronously, after the server answered 401.
class TokenProvider : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

    virtual std::string current() const = 0;
    // Calls `done` on the provider's thread once a new token is there, with an empty error, or with
    // the reason none could be had (the command failed, printed nothing …).
    virtual void refresh(std::function<void(const std::string& error)> done) = 0;
};

// A token given once (a remote daemon's token file, a test); refresh cannot produce another.
class StaticTokenProvider : public TokenProvider {
    Q_OBJECT

public:
    explicit StaticTokenProvider(std::string token, QObject* parent = nullptr)
        : TokenProvider(parent)
        , m_token(std::move(token))
    {
    }
    std::string current() const override { return m_token; }
    void refresh(std::function<void(const std::string&)> done) override { done("the token was rejected and it is a fixed token"); }

private:
    std::string m_token;
};

} // namespace trainyard::client
